export interface OwnerLoginProblems {
  email?: string;
  password?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the login form must say before sending: the e-mail and password are required, the e-mail well-formed. */
export function ownerLoginProblems(email: string, password: string): OwnerLoginProblems {
  const problems: OwnerLoginProblems = {};
  const trimmed = email.trim();
  if (!trimmed) problems.email = 'Email is required';
  else if (!EMAIL.test(trimmed)) problems.email = 'Please enter a valid email address';
  if (!password) problems.password = 'Password is required';
  return problems;
}
