/** The local company directory's people, shared by its OIDC provider and its SAML IdP (docs/sso.md). */

export interface DirectoryPerson {
  id: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  title: string;
  department: string;
}

export const DIRECTORY_DOMAIN = 'northwind.test';
export const DIRECTORY_CLIENT = { clientId: 'everlink', clientSecret: 'everlink-directory-secret' } as const;

/** The directory's people: two colleagues, one whose address the directory never verified, one on a domain Northwind does not hold. */
export const DIRECTORY_PEOPLE: DirectoryPerson[] = [
  person('ann', 'Ann', 'Lindqvist', 'Head of Sales', 'Sales'),
  person('ben', 'Ben', 'Okafor', 'Solutions Engineer', 'Engineering'),
  { ...person('cleo', 'Cleo', 'Marsh', 'Intern', 'Marketing'), emailVerified: false },
  { ...person('dev', 'Dev', 'Patel', 'Contractor', 'Engineering'), email: 'dev@contractors.test' },
];

function person(id: string, givenName: string, familyName: string, title: string, department: string) {
  return { id, email: `${id}@${DIRECTORY_DOMAIN}`, emailVerified: true, givenName, familyName, title, department };
}
