import { buildContactCard, escapeHtml } from './contact-card';

const fields = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  countryCode: '+91',
  contact: '9876543210',
  subject: 'Bulk order',
  message: 'Do you ship\nto Pune?',
};

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" & 'single'`, '&quot;quoted&quot; &amp; &#39;single&#39;'],
    ['plain text', 'plain text'],
    ['&amp;', '&amp;amp;'],
  ])('%p -> %p', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('buildContactCard', () => {
  it('lists every field and keeps the line breaks of the message', () => {
    const card = buildContactCard(fields);
    expect(card).toContain('<strong>Name:</strong> Asha Rao');
    expect(card).toContain('<strong>Contact:</strong> +91 9876543210');
    expect(card).toContain('<strong>Email:</strong> asha@example.in');
    expect(card).toContain('<strong>Subject:</strong> Bulk order');
    expect(card).toContain('Do you ship<br>to Pune?');
  });

  it('leaves out the optional fields that were not given', () => {
    const card = buildContactCard({ ...fields, email: null, subject: null });
    expect(card).not.toContain('Email:');
    expect(card).not.toContain('Subject:');
  });

  it('shows markup typed into any field as text', () => {
    const card = buildContactCard({
      ...fields,
      name: '<img src=x onerror=alert(1)>',
      subject: '<a href="javascript:alert(1)">win</a>',
      message: '</div><script>steal()</script>',
    });
    expect(card).not.toMatch(/<img|<a |<script|<\/div><script/);
    expect(card).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(card).toContain('&lt;/div&gt;&lt;script&gt;steal()&lt;/script&gt;');
    expect(card.match(/<div/g)).toHaveLength(1);
  });
});
