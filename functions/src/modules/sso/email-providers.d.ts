/** email-providers ships no types: its default export is the list of public mail domains (all.json). */
declare module 'email-providers' {
  const domains: string[];
  export default domains;
}
