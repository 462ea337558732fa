/** Stylesheets and images imported by the apps' source; webpack's loaders turn them into modules. */
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
