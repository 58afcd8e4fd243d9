// Generated from the API's OpenAPI description by `npm run api:types -w web`: do not edit.
export interface paths {
  '/v1/analytics/dashboard/{profileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's dashboard figures */
    get: operations['getV1AnalyticsDashboardProfileId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/analytics/services/{profileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clicks on a profile's services */
    get: operations['getV1AnalyticsServicesProfileId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** the caller's own API keys */
    get: operations['getV1ApiKeys'];
    put?: never;
    /** Create one of the caller's own API keys: the secret is in this answer only */
    post: operations['postV1ApiKeys'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/api-keys/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke one of the caller's own keys */
    delete: operations['deleteV1ApiKeysKeyId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/api-keys/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit of the caller's own keys: calls, creations and revocations, newest first */
    get: operations['getV1ApiKeysAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change one's sign-in email or password */
    put: operations['putV1Auth'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/exist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether an account has this email or phone number */
    get: operations['getV1AuthExist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account with email and password */
    post: operations['postV1AuthRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/calendly': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Calendly connection */
    get: operations['getV1Calendly'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/calendly/oauth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start connecting Calendly: the consent address */
    get: operations['getV1CalendlyOauth'];
    put?: never;
    /** Finish connecting Calendly with the consent's code */
    post: operations['postV1CalendlyOauth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/calendly/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Disconnect Calendly */
    delete: operations['deleteV1CalendlyRevoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's cards */
    get: operations['getV1Cards'];
    put?: never;
    /** Mint a batch of cards (superadmin) */
    post: operations['postV1Cards'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A card */
    get: operations['getV1CardsId'];
    /** Change a card's profile or label */
    put: operations['putV1CardsId'];
    post?: never;
    /** Deactivate a card */
    delete: operations['deleteV1CardsId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cards/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate a card onto a profile */
    post: operations['postV1CardsActivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cards/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Minted batches (superadmin) */
    get: operations['getV1CardsBatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cards/batches/{batchId}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A batch's CSV for the printer */
    get: operations['getV1CardsBatchesBatchIdExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's company */
    get: operations['getV1Company'];
    put?: never;
    /** Create a company */
    post: operations['postV1Company'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company */
    get: operations['getV1CompanyCompanyId'];
    /** Update a company */
    put: operations['putV1CompanyCompanyId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** the company's API keys */
    get: operations['getV1CompanyCompanyIdApiKeys'];
    put?: never;
    /** Create one of the company's API keys: the secret is in this answer only */
    post: operations['postV1CompanyCompanyIdApiKeys'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/api-keys/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke one of the company's keys */
    delete: operations['deleteV1CompanyCompanyIdApiKeysKeyId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/api-keys/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit of the company's keys: calls, creations and revocations, newest first */
    get: operations['getV1CompanyCompanyIdApiKeysAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/background/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload the company's card background */
    post: operations['postV1CompanyCompanyIdBackgroundUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's cards */
    get: operations['getV1CompanyCompanyIdCards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/cards/{cardId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Give a company card to an employee, or take it back */
    put: operations['putV1CompanyCompanyIdCardsCardId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/company-logo/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload the company's logo */
    post: operations['postV1CompanyCompanyIdCompanyLogoUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/divisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's divisions */
    get: operations['getV1CompanyCompanyIdDivisions'];
    put?: never;
    /** Create a division */
    post: operations['postV1CompanyCompanyIdDivisions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/divisions/{divisionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a division */
    put: operations['putV1CompanyCompanyIdDivisionsDivisionId'];
    post?: never;
    /** Delete a division, moving its people */
    delete: operations['deleteV1CompanyCompanyIdDivisionsDivisionId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/employees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's employees */
    get: operations['getV1CompanyCompanyIdEmployees'];
    put?: never;
    /** Invite an employee */
    post: operations['postV1CompanyCompanyIdEmployees'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/employees/{employeeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An employee's page */
    get: operations['getV1CompanyCompanyIdEmployeesEmployeeId'];
    /** Update an employee */
    put: operations['putV1CompanyCompanyIdEmployeesEmployeeId'];
    post?: never;
    /** Remove an employee */
    delete: operations['deleteV1CompanyCompanyIdEmployeesEmployeeId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/employees/{employeeId}/divisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set an employee's divisions */
    put: operations['putV1CompanyCompanyIdEmployeesEmployeeIdDivisions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/employees/{employeeId}/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set an employee's roles */
    put: operations['putV1CompanyCompanyIdEmployeesEmployeeIdRoles'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/everlinks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's everlinks (on every employee's card) */
    get: operations['getV1CompanyCompanyIdEverlinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/everlinks/{everlinkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create or update a company everlink */
    post: operations['postV1CompanyCompanyIdEverlinksEverlinkId'];
    /** Delete a company everlink */
    delete: operations['deleteV1CompanyCompanyIdEverlinksEverlinkId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/everlinks/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a company everlink's file */
    post: operations['postV1CompanyCompanyIdEverlinksUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/export/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Download the employee list (CSV) */
    post: operations['postV1CompanyCompanyIdExportCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/import/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite employees from a CSV file */
    post: operations['postV1CompanyCompanyIdImportCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an invitation */
    delete: operations['deleteV1CompanyCompanyIdInvitationsInvitationId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's roles */
    get: operations['getV1CompanyCompanyIdRoles'];
    put?: never;
    /** Create a company role */
    post: operations['postV1CompanyCompanyIdRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/roles/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a company role */
    put: operations['putV1CompanyCompanyIdRolesRoleId'];
    post?: never;
    /** Delete a company role, moving its holders */
    delete: operations['deleteV1CompanyCompanyIdRolesRoleId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/share-kit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's share kit settings */
    get: operations['getV1CompanyCompanyIdShareKit'];
    /** Update a company's share kit settings */
    put: operations['putV1CompanyCompanyIdShareKit'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's webhook endpoints */
    get: operations['getV1CompanyCompanyIdWebhooks'];
    put?: never;
    /** Subscribe an HTTPS endpoint to events: the signing secret is in this answer only */
    post: operations['postV1CompanyCompanyIdWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/webhooks/{endpointId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook endpoint */
    get: operations['getV1CompanyCompanyIdWebhooksEndpointId'];
    put?: never;
    post?: never;
    /** Delete a webhook endpoint */
    delete: operations['deleteV1CompanyCompanyIdWebhooksEndpointId'];
    options?: never;
    head?: never;
    /** Change an endpoint's address, events, description or whether it is on */
    patch: operations['patchV1CompanyCompanyIdWebhooksEndpointId'];
    trace?: never;
  };
  '/v1/company/{companyId}/webhooks/{endpointId}/attempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The endpoint's delivery log, newest first */
    get: operations['getV1CompanyCompanyIdWebhooksEndpointIdAttempts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/webhooks/{endpointId}/events/{eventId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an event again, with the same id and body */
    post: operations['postV1CompanyCompanyIdWebhooksEndpointIdEventsEventIdResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/{companyId}/webhooks/{endpointId}/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new signing secret; the previous one still signs for 24 hours */
    post: operations['postV1CompanyCompanyIdWebhooksEndpointIdRotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's invitations */
    get: operations['getV1CompanyInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/invitations/{invitationId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept one of my invitations */
    post: operations['postV1CompanyInvitationsInvitationIdAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/invitations/{invitationId}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline one of my invitations */
    post: operations['postV1CompanyInvitationsInvitationIdDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation with its link's token */
    post: operations['postV1CompanyInvitationsAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/invitations/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's pending invitations */
    get: operations['getV1CompanyInvitationsMine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/company/invitations/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What an invitation link shows before signing in */
    post: operations['postV1CompanyInvitationsPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's contacts, filtered and sorted */
    get: operations['getV1Contacts'];
    put?: never;
    /** Add a contact to the caller's book (token), or leave a lead on a profile's public form (a body with `consent`) */
    post: operations['postV1Contacts'];
    /** Delete contacts by id */
    delete: operations['deleteV1Contacts'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/{contactId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contact */
    get: operations['getV1ContactsContactId'];
    /** Update a contact */
    put: operations['putV1ContactsContactId'];
    post?: never;
    /** Delete a contact */
    delete: operations['deleteV1ContactsContactId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/{contactId}/display/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a contact's photo */
    post: operations['postV1ContactsContactIdDisplayUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/{profileId}/{type}/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import contacts from a CSV or vCard file */
    post: operations['postV1ContactsProfileIdTypeImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/{type}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Download contacts (CSV or vCard) */
    post: operations['postV1ContactsTypeExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/{type}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Read a CSV or vCard file without importing it */
    post: operations['postV1ContactsTypePreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many contacts a filter matches */
    get: operations['getV1ContactsCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/favorite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's favourite contacts */
    get: operations['getV1ContactsFavorite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How far an import has come */
    get: operations['getV1ContactsImportsImportId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/imports/{importId}/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An import's refused rows (CSV) */
    get: operations['getV1ContactsImportsImportIdReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/lead-day/{profileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The form's lead budget today */
    get: operations['getV1ContactsLeadDayProfileId'];
    /** Lift today's lead budget for an event, or put it back */
    put: operations['putV1ContactsLeadDayProfileId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Groups of likely duplicates */
    get: operations['getV1ContactsMerge'];
    put?: never;
    /** Merge contacts into one */
    post: operations['postV1ContactsMerge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/selection/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete every contact of a selection, a step at a time */
    post: operations['postV1ContactsSelectionDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/selection/tag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tag every contact of a selection, a step at a time */
    post: operations['postV1ContactsSelectionTag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contacts/sync/profile/{contactId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refresh a contact from the Everlink profile it is */
    post: operations['postV1ContactsSyncProfileContactId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The API reference page (reads /v1/openapi.json) */
    get: operations['getV1Docs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/docs/reference.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reference page's script, served from this server */
    get: operations['getV1DocsReferenceJs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/files/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stored file (photo, cover, document) */
    get: operations['getV1FilesPath'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/gohighlevel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The GoHighLevel connection */
    get: operations['getV1Gohighlevel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/gohighlevel/contacts/{contactId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How a contact's push to GoHighLevel stands */
    get: operations['getV1GohighlevelContactsContactId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/gohighlevel/oauth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start connecting GoHighLevel: the consent address */
    get: operations['getV1GohighlevelOauth'];
    put?: never;
    /** Finish connecting GoHighLevel with the consent's code */
    post: operations['postV1GohighlevelOauth'];
    /** Disconnect GoHighLevel */
    delete: operations['deleteV1GohighlevelOauth'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the API is up */
    get: operations['getV1Health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/instagram': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Instagram connection */
    get: operations['getV1Instagram'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/instagram/deletion/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete one's Instagram data */
    post: operations['postV1InstagramDeletionConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/instagram/deletion/initiate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Meta's data-deletion callback (a signed_request form) */
    post: operations['postV1InstagramDeletionInitiate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/instagram/deletion/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A data deletion's status (HTML to a browser) */
    get: operations['getV1InstagramDeletionStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/instagram/oauth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start connecting Instagram: the consent address */
    get: operations['getV1InstagramOauth'];
    put?: never;
    /** Finish connecting Instagram with the consent's code */
    post: operations['postV1InstagramOauth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/integrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's connections */
    get: operations['getV1Integrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/integrations/profiles/{profileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a profile shows of each connection */
    get: operations['getV1IntegrationsProfilesProfileId'];
    /** Choose what a profile shows of each connection */
    put: operations['putV1IntegrationsProfilesProfileId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's links */
    get: operations['getV1Links'];
    put?: never;
    /** Create a short link */
    post: operations['postV1Links'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/links/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A link */
    get: operations['getV1LinksId'];
    /** Update a link */
    put: operations['putV1LinksId'];
    post?: never;
    /** Delete a link */
    delete: operations['deleteV1LinksId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/links/slug/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where a short link leads */
    get: operations['getV1LinksSlugSlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This OpenAPI 3.1 description */
    get: operations['getV1OpenapiJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plans on sale */
    get: operations['getV1Plans'];
    put?: never;
    /** Create a plan (superadmin) */
    post: operations['postV1Plans'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/plans/{planId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a plan (superadmin) */
    put: operations['putV1PlansPlanId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/plans/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every plan, archived too (superadmin) */
    get: operations['getV1PlansAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's profiles */
    get: operations['getV1Profiles'];
    put?: never;
    /** Create a profile */
    post: operations['postV1Profiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile (its public view to anyone else) */
    get: operations['getV1ProfilesId'];
    /** Update a profile */
    put: operations['putV1ProfilesId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/backgrounds/{design}.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A video-call background (PNG) */
    get: operations['getV1ProfilesIdBackgroundsDesignPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's page settings */
    get: operations['getV1ProfilesIdConfig'];
    /** Update a profile's page settings */
    put: operations['putV1ProfilesIdConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Deactivate or reactivate a profile */
    put: operations['putV1ProfilesIdDeactivate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Delete a profile */
    put: operations['putV1ProfilesIdDelete'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/everlinks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's everlinks (links and files on the card) */
    get: operations['getV1ProfilesIdEverlinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/everlinks/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload an everlink's file or thumbnail */
    post: operations['postV1ProfilesIdEverlinksUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's share link */
    get: operations['getV1ProfilesIdLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/qr.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's QR code (PNG) */
    get: operations['getV1ProfilesIdQrPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's services with their clicks */
    get: operations['getV1ProfilesIdServices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/share-kit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's share kit: QR, wallet passes, signature, backgrounds */
    get: operations['getV1ProfilesIdShareKit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/signature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An e-mail signature (HTML) */
    get: operations['getV1ProfilesIdSignature'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/socials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's social links */
    get: operations['getV1ProfilesIdSocials'];
    /** Replace a profile's social links */
    put: operations['putV1ProfilesIdSocials'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/wallet/apple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Apple Wallet pass of a profile */
    get: operations['getV1ProfilesIdWalletApple'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{id}/wallet/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Google Wallet link of a profile */
    get: operations['getV1ProfilesIdWalletGoogle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{profileId}/{type}/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a profile's photo, cover or logo */
    post: operations['postV1ProfilesProfileIdTypeUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{profileId}/background-video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's background video */
    get: operations['getV1ProfilesProfileIdBackgroundVideo'];
    put?: never;
    /** Set a profile's background video */
    post: operations['postV1ProfilesProfileIdBackgroundVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{profileId}/background-video/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a background video */
    post: operations['postV1ProfilesProfileIdBackgroundVideoUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{profileId}/locked-fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The fields of a profile its company locks */
    get: operations['getV1ProfilesProfileIdLockedFields'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{profileId}/public-context': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a signed-in visitor's view of a card adds (their own contact, their company) */
    get: operations['getV1ProfilesProfileIdPublicContext'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/{profileId}/socials/{socialsName}/upload-media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a social link's picture */
    post: operations['postV1ProfilesProfileIdSocialsSocialsNameUploadMedia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/profiles/slug': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a slug is free */
    get: operations['getV1ProfilesSlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/cards/{cardId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a card opens */
    get: operations['getV1PublicCardsCardId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A card page event (view, click), as the page beacons it */
    post: operations['postV1PublicEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/lead-challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The lead form's proof-of-work ticket */
    get: operations['getV1PublicLeadChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/leads/{contactId}/erasure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A visitor's own request to delete the details they left */
    post: operations['postV1PublicLeadsContactIdErasure'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/profiles/{profileId}/vcard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile's contact file (.vcf) */
    get: operations['getV1PublicProfilesProfileIdVcard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's roles, with their permission rules */
    get: operations['getV1Roles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/socials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The catalogue of social networks */
    get: operations['getV1Socials'];
    put?: never;
    /** Add a social network (superadmin) */
    post: operations['postV1Socials'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/socials/{socialId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A social network */
    get: operations['getV1SocialsSocialId'];
    /** Update a social network (superadmin) */
    put: operations['putV1SocialsSocialId'];
    post?: never;
    /** Delete a social network (superadmin) */
    delete: operations['deleteV1SocialsSocialId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/stripe/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a checkout (an `Idempotency-Key` header makes a retry the same attempt) */
    post: operations['postV1StripeCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/stripe/trial/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a trial checkout */
    post: operations['postV1StripeTrialCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe's events, signed with the webhook secret (Stripe-Signature) */
    post: operations['postV1StripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's subscriptions (scope=all: every one, superadmin, paged) */
    get: operations['getV1Subscriptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions/{subscriptionId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a subscription */
    post: operations['postV1SubscriptionsSubscriptionIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions/{subscriptionId}/portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open Stripe's billing portal for a subscription */
    post: operations['postV1SubscriptionsSubscriptionIdPortal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions/{subscriptionId}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resume a subscription */
    post: operations['postV1SubscriptionsSubscriptionIdResume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List companies */
    get: operations['getV1SuperadminCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/divisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every company's divisions */
    get: operations['getV1SuperadminDivisions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/divisions/{companyId}/{divisionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a division */
    put: operations['putV1SuperadminDivisionsCompanyIdDivisionId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/divisions/{companyId}/{divisionId}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Merge a division into another */
    post: operations['postV1SuperadminDivisionsCompanyIdDivisionIdMerge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform's figures */
    get: operations['getV1SuperadminOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The global roles */
    get: operations['getV1SuperadminRoles'];
    put?: never;
    /** Create a global role */
    post: operations['postV1SuperadminRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/roles/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a global role */
    put: operations['putV1SuperadminRolesRoleId'];
    post?: never;
    /** Delete a global role */
    delete: operations['deleteV1SuperadminRolesRoleId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/users/{userId}/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a user's global roles */
    put: operations['putV1SuperadminUsersUserIdRoles'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/superadmin/users/{userId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Disable or enable an account */
    put: operations['putV1SuperadminUsersUserIdStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tiktok': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The TikTok connection */
    get: operations['getV1Tiktok'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tiktok/oauth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start connecting TikTok: the consent address */
    get: operations['getV1TiktokOauth'];
    put?: never;
    /** Finish connecting TikTok with the consent's code */
    post: operations['postV1TiktokOauth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tiktok/renew-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Renew TikTok's token */
    get: operations['getV1TiktokRenewToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tiktok/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Disconnect TikTok */
    delete: operations['deleteV1TiktokRevoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tiktok/update-latest-videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Refresh the latest videos */
    put: operations['putV1TiktokUpdateLatestVideos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tiktok/update-user-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Refresh the TikTok profile */
    put: operations['putV1TiktokUpdateUserInfo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tools/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A web page's title, description and image (link previews) */
    get: operations['getV1ToolsMeta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tools/occupations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search job titles */
    get: operations['getV1ToolsOccupations'];
    put?: never;
    /** Add a job title */
    post: operations['postV1ToolsOccupations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/twitter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The X connection */
    get: operations['getV1Twitter'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/twitter/{twitterUserId}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Disconnect an X account */
    delete: operations['deleteV1TwitterTwitterUserIdRevoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/twitter/oauth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start connecting X: the consent address */
    get: operations['getV1TwitterOauth'];
    put?: never;
    /** Finish connecting X with the consent's code */
    post: operations['postV1TwitterOauth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/twitter/update-tweets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Fetch the latest posts */
    get: operations['getV1TwitterUpdateTweets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users (superadmin) */
    get: operations['getV1Users'];
    put?: never;
    /** Create one's user record and first profile */
    post: operations['postV1Users'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user record */
    get: operations['getV1UsersId'];
    /** Update a user record */
    put: operations['putV1UsersId'];
    post?: never;
    /** Delete one's account and its data */
    delete: operations['deleteV1UsersId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/users/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download everything Everlink holds on one's account (ZIP) */
    get: operations['getV1UsersIdExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/woocommerces/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop products (cards) to buy */
    get: operations['getV1WoocommercesProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The error shape of every refused call (docs/architecture.md). */
    ApiError: {
      code: string;
      fields?: {
        [key: string]: string;
      };
      message: string;
    };
    Card: {
      activatedAt: string | null;
      batchId: string | null;
      companyId?: string | null;
      createdAt: string;
      deactivatedAt: string | null;
      id: string;
      label: string;
      profileId: string | null;
      /** @enum {string} */
      status: 'unassigned' | 'active' | 'deactivated';
      updatedAt: string;
      url: string;
      userId: string | null;
    };
    CardBatch: {
      activated: number;
      companyId?: string;
      count: number;
      createdAt: string;
      createdBy: string;
      exportPath: string;
      id: string;
      note: string;
    };
    Contact: {
      company: string;
      consentAt: string | null;
      consentText: string | null;
      createdAt: string;
      email: string;
      favorite: boolean;
      firstName: string;
      id: string;
      jobTitle: string;
      lastName: string;
      linkedProfileId: string | null;
      note: string;
      otherEmails: string[];
      otherPhoneNumbers: string[];
      phoneNumber: string;
      photoUrl: string | null;
      profileId: string | null;
      /** @enum {string} */
      source: 'form' | 'manual' | 'import' | 'scan' | 'exchange';
      tags: string[];
      updatedAt: string;
      userId: string;
    };
    Link: {
      clicks: number;
      createdAt: string;
      id: string;
      isProfileLink: boolean;
      profileId: string | null;
      shortUrl: string;
      slug: string;
      /** @enum {string} */
      targetType: 'profile' | 'url';
      title: string | null;
      updatedAt: string;
      url: string | null;
      userId: string;
    };
    Role: {
      createdAt?: string;
      id: string;
      name: string;
      permissions: {
        action: string | string[];
        conditions?: {
          [key: string]: unknown;
        };
        fields?: string | string[];
        inverted?: boolean;
        reason?: string;
        subject: string | string[];
      }[];
      scope: string;
      updatedAt?: string;
    };
    SocialNetwork: {
      /** @enum {string} */
      category:
        'social' | 'professional' | 'messaging' | 'video' | 'music' | 'booking' | 'payment' | 'website' | 'other';
      createdAt: string;
      icon: string;
      id: string;
      name: string;
      order: number;
      placeholder: string;
      updatedAt: string;
      urlTemplate: string | null;
    };
    User: {
      billingRoleIds?: string[];
      billingSources?: string[];
      companyId?: string | null;
      createdAt: string;
      disabled?: boolean;
      email: string;
      firstName: string;
      lastName: string;
      phoneNumber: string;
      photoURL?: string;
      roles: string[];
      updatedAt: string;
      userId: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getV1AnalyticsDashboardProfileId: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1AnalyticsServicesProfileId: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              createdBy: string;
              displayPrefix: string;
              id: string;
              lastUsedAt: string | null;
              name: string;
              rateLimit: number;
              scopes: ('contacts:read' | 'contacts:write' | 'analytics:read' | 'employees:read' | 'employees:manage')[];
            }[];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name: string;
          /** @default 600 */
          rateLimit?: number;
          scopes: ('contacts:read' | 'contacts:write' | 'analytics:read' | 'employees:read' | 'employees:manage')[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              createdBy: string;
              displayPrefix: string;
              id: string;
              lastUsedAt: string | null;
              name: string;
              rateLimit: number;
              scopes: ('contacts:read' | 'contacts:write' | 'analytics:read' | 'employees:read' | 'employees:manage')[];
              secret: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1ApiKeysKeyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ApiKeysAudit: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              at: string;
              by?: string;
              /** @enum {string} */
              event: 'call' | 'key.created' | 'key.revoked';
              keyId: string;
              keyName: string;
              method: string;
              route: string;
              status: number;
            }[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1Auth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          email?: string;
          password?: string;
          phoneNumber?: '' | string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string | null;
              emailVerified: boolean;
              phoneNumber: string | null;
              uid: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1AuthExist: {
    parameters: {
      query?: {
        email?: string;
        phoneNumber?: '' | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email?: boolean;
              phoneNumber?: boolean;
            };
          };
        };
      };
    };
  };
  postV1AuthRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          email: string;
          firstName: string;
          lastName: string;
          password: string;
          phoneNumber?: '' | string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['User'];
          };
        };
      };
    };
  };
  getV1Calendly: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CalendlyOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CalendlyOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          code: string;
          state: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CalendlyRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Cards: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Card'][];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1Cards: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          companyId?: string;
          count: number;
          note?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              batchId: string;
              cardIds: string[];
              exportPath: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CardsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Card'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CardsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          label?: string;
          profileId?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Card'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CardsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Card'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CardsActivate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          cardId: string;
          profileId: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Card'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CardsBatches: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CardBatch'][];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CardsBatchesBatchIdExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        batchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Company: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1Company: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          industry?: string;
          name: string;
          website?: string | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CompanyCompanyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          brand?: {
            accentColor?: string;
            primaryColor?: string;
          };
          industry?: string;
          lockedFields?: (
            | 'firstName'
            | 'lastName'
            | 'jobTitle'
            | 'company'
            | 'department'
            | 'pronouns'
            | 'headline'
            | 'bio'
            | 'email'
            | 'phoneNumbers'
            | 'emails'
            | 'websites'
            | 'addresses'
            | 'bookingUrl'
            | 'socials'
            | 'config'
          )[];
          name?: string;
          website?: string | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              createdBy: string;
              displayPrefix: string;
              id: string;
              lastUsedAt: string | null;
              name: string;
              rateLimit: number;
              scopes: ('contacts:read' | 'contacts:write' | 'analytics:read' | 'employees:read' | 'employees:manage')[];
            }[];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name: string;
          /** @default 600 */
          rateLimit?: number;
          scopes: ('contacts:read' | 'contacts:write' | 'analytics:read' | 'employees:read' | 'employees:manage')[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              createdBy: string;
              displayPrefix: string;
              id: string;
              lastUsedAt: string | null;
              name: string;
              rateLimit: number;
              scopes: ('contacts:read' | 'contacts:write' | 'analytics:read' | 'employees:read' | 'employees:manage')[];
              secret: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CompanyCompanyIdApiKeysKeyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdApiKeysAudit: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              at: string;
              by?: string;
              /** @enum {string} */
              event: 'call' | 'key.created' | 'key.revoked';
              keyId: string;
              keyName: string;
              method: string;
              route: string;
              status: number;
            }[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdBackgroundUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdCards: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: unknown[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CompanyCompanyIdCardsCardId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cardId: string;
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          userId: string | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdCompanyLogoUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdDivisions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdDivisions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name: string;
          parentId?: string | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CompanyCompanyIdDivisionsDivisionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        divisionId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name?: string;
          parentId?: string | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CompanyCompanyIdDivisionsDivisionId: {
    parameters: {
      query?: {
        moveTo?: string;
      };
      header?: never;
      path: {
        companyId: string;
        divisionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdEmployees: {
    parameters: {
      query?: {
        cursor?: string;
        divisionId?: string;
        limit?: number;
        roleId?: string;
        search?: string;
        status?: 'active' | 'suspended';
      };
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: unknown[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdEmployees: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          department?: string;
          divisionIds?: string[];
          email: string;
          firstName?: string;
          lastName?: string;
          roleIds?: string[];
          title?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdEmployeesEmployeeId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        employeeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CompanyCompanyIdEmployeesEmployeeId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        employeeId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          department?: string;
          /** @enum {string} */
          status?: 'active' | 'suspended';
          title?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CompanyCompanyIdEmployeesEmployeeId: {
    parameters: {
      query?: {
        transferLeadsTo?: string;
      };
      header?: never;
      path: {
        companyId: string;
        employeeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CompanyCompanyIdEmployeesEmployeeIdDivisions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        employeeId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          divisionIds: string[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CompanyCompanyIdEmployeesEmployeeIdRoles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        employeeId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          roleIds: string[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdEverlinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdEverlinksEverlinkId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        everlinkId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          divisionIds?: string[];
          order?: number;
          title: string;
          url?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CompanyCompanyIdEverlinksEverlinkId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        everlinkId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdEverlinksUpload: {
    parameters: {
      query?: {
        everlinkId?: string;
      };
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdExportCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          divisionId?: string;
          roleId?: string;
          search?: string;
          /** @enum {string} */
          status?: 'active' | 'suspended';
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdImportCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CompanyCompanyIdInvitationsInvitationId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        invitationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdRoles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdRoles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name: string;
          permissions: {
            action: string | string[];
            conditions: {
              companyId: string;
              divisionIds?: {
                /** @constant */
                $in: '${user.divisionIds}';
              };
              /** @constant */
              userId?: '${user.id}';
            };
            subject: string | string[];
          }[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CompanyCompanyIdRolesRoleId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        roleId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name?: string;
          permissions?: {
            action: string | string[];
            conditions: {
              companyId: string;
              divisionIds?: {
                /** @constant */
                $in: '${user.divisionIds}';
              };
              /** @constant */
              userId?: '${user.id}';
            };
            subject: string | string[];
          }[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CompanyCompanyIdRolesRoleId: {
    parameters: {
      query?: {
        moveTo?: string;
      };
      header?: never;
      path: {
        companyId: string;
        roleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdShareKit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1CompanyCompanyIdShareKit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          backgroundDesign?: ('gradient' | 'minimal' | 'bold') | null;
          signatureDesign?: ('classic' | 'modern' | 'compact') | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              companyId: string;
              createdAt: string;
              description: string;
              enabled: boolean;
              events: (
                | 'lead.created'
                | 'contact.updated'
                | 'contact.deleted'
                | 'card.activated'
                | 'employee.joined'
                | 'employee.left'
              )[];
              id: string;
              previousSecretExpiresAt: string | null;
              updatedAt: string;
              url: string;
            }[];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @default  */
          description?: string;
          /** @default true */
          enabled?: boolean;
          events: (
            | 'lead.created'
            | 'contact.updated'
            | 'contact.deleted'
            | 'card.activated'
            | 'employee.joined'
            | 'employee.left'
          )[];
          url: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              companyId: string;
              createdAt: string;
              description: string;
              enabled: boolean;
              events: (
                | 'lead.created'
                | 'contact.updated'
                | 'contact.deleted'
                | 'card.activated'
                | 'employee.joined'
                | 'employee.left'
              )[];
              id: string;
              previousSecretExpiresAt: string | null;
              secret: string;
              updatedAt: string;
              url: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdWebhooksEndpointId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              companyId: string;
              createdAt: string;
              description: string;
              enabled: boolean;
              events: (
                | 'lead.created'
                | 'contact.updated'
                | 'contact.deleted'
                | 'card.activated'
                | 'employee.joined'
                | 'employee.left'
              )[];
              id: string;
              previousSecretExpiresAt: string | null;
              updatedAt: string;
              url: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1CompanyCompanyIdWebhooksEndpointId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  patchV1CompanyCompanyIdWebhooksEndpointId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          description?: string;
          enabled?: boolean;
          events?: (
            | 'lead.created'
            | 'contact.updated'
            | 'contact.deleted'
            | 'card.activated'
            | 'employee.joined'
            | 'employee.left'
          )[];
          url?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              companyId: string;
              createdAt: string;
              description: string;
              enabled: boolean;
              events: (
                | 'lead.created'
                | 'contact.updated'
                | 'contact.deleted'
                | 'card.activated'
                | 'employee.joined'
                | 'employee.left'
              )[];
              id: string;
              previousSecretExpiresAt: string | null;
              updatedAt: string;
              url: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyCompanyIdWebhooksEndpointIdAttempts: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        companyId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              at: string;
              attempt: number;
              durationMs: number;
              endpointId: string;
              error: string | null;
              eventId: string;
              id: string;
              nextRetryAt: string | null;
              /** @enum {string} */
              state: 'SUCCESS' | 'PENDING' | 'ERROR';
              statusCode: number | null;
              /** @enum {string} */
              type:
                | 'lead.created'
                | 'contact.updated'
                | 'contact.deleted'
                | 'card.activated'
                | 'employee.joined'
                | 'employee.left';
            }[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdWebhooksEndpointIdEventsEventIdResend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        endpointId: string;
        eventId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              eventId: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyCompanyIdWebhooksEndpointIdRotate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              companyId: string;
              createdAt: string;
              description: string;
              enabled: boolean;
              events: (
                | 'lead.created'
                | 'contact.updated'
                | 'contact.deleted'
                | 'card.activated'
                | 'employee.joined'
                | 'employee.left'
              )[];
              id: string;
              previousSecretExpiresAt: string | null;
              secret: string;
              updatedAt: string;
              url: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyInvitations: {
    parameters: {
      query?: {
        companyId?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: unknown[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyInvitationsInvitationIdAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        invitationId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          profileId?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyInvitationsInvitationIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        invitationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyInvitationsAccept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          invitationId: string;
          profileId?: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1CompanyInvitationsMine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1CompanyInvitationsPreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          invitationId: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
    };
  };
  getV1Contacts: {
    parameters: {
      query?: {
        cursor?: string;
        favorite?: boolean | ('0' | '1' | 'true' | 'false');
        from?: string;
        limit?: number;
        order?: 'asc' | 'desc';
        profileId?: string;
        q?: string;
        sort?: 'createdAt' | 'name';
        source?: 'form' | 'manual' | 'import' | 'scan' | 'exchange';
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Contact'][];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1Contacts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json':
          | {
              /** Format: uuid */
              clientId?: string;
              company?: string;
              email?: string;
              favorite?: boolean;
              firstName?: string;
              jobTitle?: string;
              lastName?: string;
              linkedProfileId?: string | null;
              note?: string;
              otherEmails?: string[];
              otherPhoneNumbers?: string[];
              phoneNumber?: string;
              profileId?: string | null;
              /**
               * @default manual
               * @enum {string}
               */
              source?: 'manual' | 'scan' | 'exchange';
              tags?: string[];
            }
          | {
              company?: string;
              /** @constant */
              consent: true;
              consentText: string;
              email?: string;
              firstName: string;
              jobTitle?: string;
              lastName?: string;
              note?: string;
              phoneNumber?: string;
              profileId: string;
              website?: string;
            };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data:
              | components['schemas']['Contact']
              | {
                  erasure: {
                    contactId: string;
                    token: string;
                  };
                  owner: {
                    company: string | null;
                    displayName: string;
                    firstName: string;
                    jobTitle: string | null;
                    lastName: string;
                    photoUrl: string | null;
                  };
                  profileId: string;
                  vcardUrl: string;
                };
          };
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data:
              | components['schemas']['Contact']
              | {
                  erasure: {
                    contactId: string;
                    token: string;
                  };
                  owner: {
                    company: string | null;
                    displayName: string;
                    firstName: string;
                    jobTitle: string | null;
                    lastName: string;
                    photoUrl: string | null;
                  };
                  profileId: string;
                  vcardUrl: string;
                };
          };
        };
      };
    };
  };
  deleteV1Contacts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              deleted: string[];
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ContactsContactId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Contact'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1ContactsContactId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          company?: string;
          email?: string;
          favorite?: boolean;
          firstName?: string;
          jobTitle?: string;
          lastName?: string;
          linkedProfileId?: string | null;
          note?: string;
          otherEmails?: string[];
          otherPhoneNumbers?: string[];
          phoneNumber?: string;
          profileId?: string | null;
          tags?: string[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Contact'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1ContactsContactId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ContactsContactIdDisplayUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Contact'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ContactsProfileIdTypeImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
        type: 'csv' | 'vcf';
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              duplicates: {
                contactId?: string;
                message: string;
                /** @enum {string} */
                reason: 'in-file' | 'existing';
                row: number;
                sameAsRow?: number;
              }[];
              errors: {
                field?: string;
                message: string;
                row: number;
              }[];
              imported: number;
              importId: string;
              total: number;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ContactsTypeExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        type: 'csv' | 'vcf';
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          favorite?: boolean | ('0' | '1' | 'true' | 'false');
          from?: string;
          ids?: string[];
          /** @enum {string} */
          order?: 'asc' | 'desc';
          profileId?: string;
          q?: string;
          /**
           * @default createdAt
           * @enum {string}
           */
          sort?: 'createdAt' | 'name';
          /** @enum {string} */
          source?: 'form' | 'manual' | 'import' | 'scan' | 'exchange';
          to?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'text/vcard': string;
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ContactsTypePreview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        type: 'csv' | 'vcf';
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              encoding: string;
              headerLine: number;
              headers: string[];
              mapping: (
                | (
                    | 'firstName'
                    | 'lastName'
                    | 'fullName'
                    | 'email'
                    | 'phone'
                    | 'company'
                    | 'jobTitle'
                    | 'note'
                    | 'tags'
                    | 'favorite'
                  )
                | null
              )[];
              rows: string[][];
              separator: string | null;
              total: number;
              /** @enum {string} */
              type: 'csv' | 'vcf';
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ContactsCount: {
    parameters: {
      query?: {
        favorite?: boolean | ('0' | '1' | 'true' | 'false');
        from?: string;
        order?: 'asc' | 'desc';
        profileId?: string;
        q?: string;
        sort?: 'createdAt' | 'name';
        source?: 'form' | 'manual' | 'import' | 'scan' | 'exchange';
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ContactsFavorite: {
    parameters: {
      query?: {
        cursor?: string;
        favorite?: boolean | ('0' | '1' | 'true' | 'false');
        from?: string;
        limit?: number;
        order?: 'asc' | 'desc';
        profileId?: string;
        q?: string;
        sort?: 'createdAt' | 'name';
        source?: 'form' | 'manual' | 'import' | 'scan' | 'exchange';
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Contact'][];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ContactsImportsImportId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              done: number;
              duplicates: number;
              errors: number;
              imported: number;
              importId: string;
              message?: string;
              /** @enum {string} */
              status: 'reading' | 'saving' | 'done' | 'refused' | 'failed';
              total: number;
              updatedAt: string;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ContactsImportsImportIdReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ContactsLeadDayProfileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              endsAt: string;
              eventLimit: number;
              lifted: boolean;
              limit: number;
              planLimit: number;
              profileId: string;
              used: number;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1ContactsLeadDayProfileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          lifted: boolean;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              endsAt: string;
              eventLimit: number;
              lifted: boolean;
              limit: number;
              planLimit: number;
              profileId: string;
              used: number;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ContactsMerge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              contacts: components['schemas']['Contact'][];
              reasons: ('email' | 'phone' | 'name')[];
            }[];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ContactsMerge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          ids: string[];
          primaryId: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Contact'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ContactsSelectionDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          cursor?: string;
          filter?: {
            favorite?: boolean | ('0' | '1' | 'true' | 'false');
            from?: string;
            /** @enum {string} */
            order?: 'asc' | 'desc';
            profileId?: string;
            q?: string;
            /**
             * @default createdAt
             * @enum {string}
             */
            sort?: 'createdAt' | 'name';
            /** @enum {string} */
            source?: 'form' | 'manual' | 'import' | 'scan' | 'exchange';
            to?: string;
          };
          ids?: string[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              nextCursor?: string;
              skipped: number;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ContactsSelectionTag: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          cursor?: string;
          filter?: {
            favorite?: boolean | ('0' | '1' | 'true' | 'false');
            from?: string;
            /** @enum {string} */
            order?: 'asc' | 'desc';
            profileId?: string;
            q?: string;
            /**
             * @default createdAt
             * @enum {string}
             */
            sort?: 'createdAt' | 'name';
            /** @enum {string} */
            source?: 'form' | 'manual' | 'import' | 'scan' | 'exchange';
            to?: string;
          };
          ids?: string[];
          tag: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              nextCursor?: string;
              skipped: number;
            };
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ContactsSyncProfileContactId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Contact'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Docs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  getV1DocsReferenceJs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/javascript': string;
        };
      };
    };
  };
  getV1FilesPath: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
    };
  };
  getV1Gohighlevel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1GohighlevelContactsContactId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1GohighlevelOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1GohighlevelOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          code: string;
          state: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1GohighlevelOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @constant */
              status: 'ok';
            };
          };
        };
      };
    };
  };
  getV1Instagram: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1InstagramDeletionConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1InstagramDeletionInitiate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getV1InstagramDeletionStatus: {
    parameters: {
      query: {
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
          'text/html': string;
        };
      };
    };
  };
  getV1InstagramOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1InstagramOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          code: string;
          state: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Integrations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1IntegrationsProfilesProfileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1IntegrationsProfilesProfileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          bookingEventType?: string | null;
          feeds?: {
            [key: string]: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Links: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Link'][];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1Links: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          profileId?: string;
          slug?: string;
          /** @enum {string} */
          targetType: 'profile' | 'url';
          title?: string;
          url?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Link'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1LinksId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Link'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1LinksId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          profileId?: string;
          slug?: string;
          title?: string;
          url?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Link'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1LinksId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1LinksSlugSlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              profile:
                | ({
                    id: string;
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              shortUrl: string;
              slug: string;
              /** @enum {string} */
              targetType: 'profile' | 'url';
              url: string | null;
            };
          };
        };
      };
    };
  };
  getV1OpenapiJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            openapi: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
    };
  };
  getV1Plans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
    };
  };
  postV1Plans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          amount: number;
          currency: string;
          /** @default [] */
          features?: string[];
          id: string;
          /** @enum {string} */
          interval: 'month' | 'year';
          /** @enum {string} */
          kind: 'individual' | 'team';
          name: string;
          order?: number;
          roleId: string | null;
          /** @default 0 */
          trialDays?: number;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1PlansPlanId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          active?: boolean;
          amount?: number;
          currency?: string;
          features?: string[];
          name?: string;
          order?: number;
          roleId?: string | null;
          stripePriceId?: string;
          trialDays?: number;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1PlansAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Profiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1Profiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          addresses?: {
            city?: string;
            country?: string;
            /** @default  */
            label?: string;
            postalCode?: string;
            region?: string;
            street?: string;
          }[];
          bio?: string;
          bookingUrl?: string | null;
          /** @enum {string} */
          cardLanguage?: 'auto' | 'en' | 'es' | 'fr' | 'de' | 'pt';
          company?: string;
          config?: {
            /** @enum {string} */
            layout?: 'classic' | 'centered' | 'cover';
            leadCapture?: {
              enabled: boolean;
            };
            notifications?: {
              leads: boolean;
            };
            sections?: {
              backgroundVideo?: boolean;
              bio?: boolean;
              booking?: boolean;
              contact?: boolean;
              exchangeContact?: boolean;
              links?: boolean;
              qrCode?: boolean;
              saveContact?: boolean;
              socials?: boolean;
            };
            theme?: {
              backgroundColor?: string;
              /** @enum {string} */
              buttonStyle?: 'rounded' | 'pill' | 'square';
              /** @enum {string} */
              font?: 'system' | 'serif' | 'rounded';
              primaryColor?: string;
              textColor?: string;
            };
          };
          default?: boolean;
          department?: string;
          email?: '' | string;
          emails?: {
            email: string;
            /** @default  */
            label?: string;
          }[];
          everlinks?: {
            icon?: string | null;
            id?: string;
            thumbnailUrl?: string | null;
            title: string;
            /**
             * @default url
             * @enum {string}
             */
            type?: 'url' | 'file';
            url?: string;
            /** @default true */
            visible?: boolean;
          }[];
          firstName?: string;
          headline?: string;
          indexable?: boolean;
          jobTitle?: string;
          lastName?: string;
          name: string;
          phoneNumbers?: {
            /** @default  */
            label?: string;
            number: string;
          }[];
          pronouns?: string;
          slug?: string;
          socials?: {
            handle?: string;
            network: string;
            url?: string;
            /** @default true */
            visible?: boolean;
          }[];
          websites?: {
            /** @default  */
            label?: string;
            url: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
    };
  };
  putV1ProfilesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          addresses?: {
            city?: string;
            country?: string;
            /** @default  */
            label?: string;
            postalCode?: string;
            region?: string;
            street?: string;
          }[];
          bio?: string;
          bookingUrl?: string | null;
          /** @enum {string} */
          cardLanguage?: 'auto' | 'en' | 'es' | 'fr' | 'de' | 'pt';
          company?: string;
          config?: {
            /** @enum {string} */
            layout?: 'classic' | 'centered' | 'cover';
            leadCapture?: {
              enabled: boolean;
            };
            notifications?: {
              leads: boolean;
            };
            sections?: {
              backgroundVideo?: boolean;
              bio?: boolean;
              booking?: boolean;
              contact?: boolean;
              exchangeContact?: boolean;
              links?: boolean;
              qrCode?: boolean;
              saveContact?: boolean;
              socials?: boolean;
            };
            theme?: {
              backgroundColor?: string;
              /** @enum {string} */
              buttonStyle?: 'rounded' | 'pill' | 'square';
              /** @enum {string} */
              font?: 'system' | 'serif' | 'rounded';
              primaryColor?: string;
              textColor?: string;
            };
          };
          default?: boolean;
          department?: string;
          email?: '' | string;
          emails?: {
            email: string;
            /** @default  */
            label?: string;
          }[];
          everlinks?: {
            icon?: string | null;
            id?: string;
            thumbnailUrl?: string | null;
            title: string;
            /**
             * @default url
             * @enum {string}
             */
            type?: 'url' | 'file';
            url?: string;
            /** @default true */
            visible?: boolean;
          }[];
          firstName?: string;
          headline?: string;
          indexable?: boolean;
          jobTitle?: string;
          lastName?: string;
          name?: string;
          phoneNumbers?: {
            /** @default  */
            label?: string;
            number: string;
          }[];
          pronouns?: string;
          slug?: string;
          socials?: {
            handle?: string;
            network: string;
            url?: string;
            /** @default true */
            visible?: boolean;
          }[];
          websites?: {
            /** @default  */
            label?: string;
            url: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdBackgroundsDesignPng: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        design: 'gradient' | 'minimal' | 'bold';
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1ProfilesIdConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @enum {string} */
          layout?: 'classic' | 'centered' | 'cover';
          leadCapture?: {
            enabled: boolean;
          };
          notifications?: {
            leads: boolean;
          };
          sections?: {
            backgroundVideo?: boolean;
            bio?: boolean;
            booking?: boolean;
            contact?: boolean;
            exchangeContact?: boolean;
            links?: boolean;
            qrCode?: boolean;
            saveContact?: boolean;
            socials?: boolean;
          };
          theme?: {
            backgroundColor?: string;
            /** @enum {string} */
            buttonStyle?: 'rounded' | 'pill' | 'square';
            /** @enum {string} */
            font?: 'system' | 'serif' | 'rounded';
            primaryColor?: string;
            textColor?: string;
          };
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1ProfilesIdDeactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @default true */
          deactivated?: boolean;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1ProfilesIdDelete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdEverlinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
    };
  };
  postV1ProfilesIdEverlinksUpload: {
    parameters: {
      query?: {
        everlinkId?: string;
        target?: 'file' | 'thumbnail';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdQrPng: {
    parameters: {
      query?: {
        size?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
    };
  };
  getV1ProfilesIdServices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdShareKit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdSignature: {
    parameters: {
      query?: {
        design?: 'classic' | 'modern' | 'compact';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdSocials: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
    };
  };
  putV1ProfilesIdSocials: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          socials: {
            handle?: string;
            network: string;
            url?: string;
            /** @default true */
            visible?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdWalletApple: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.apple.pkpass': string;
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesIdWalletGoogle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ProfilesProfileIdTypeUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
        type: 'photo' | 'cover' | 'logo';
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesProfileIdBackgroundVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ProfilesProfileIdBackgroundVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          enabled?: boolean;
          url?: string | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ProfilesProfileIdBackgroundVideoUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesProfileIdLockedFields: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesProfileIdPublicContext: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ProfilesProfileIdSocialsSocialsNameUploadMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
        socialsName: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ProfilesSlug: {
    parameters: {
      query?: {
        profileId?: string;
        slug?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1PublicCardsCardId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cardId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              card: {
                id: string;
                /** @enum {string} */
                status: 'unassigned' | 'active' | 'deactivated';
                url: string;
              };
              profile:
                | ({
                    id: string;
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              /** @enum {string} */
              state: 'profile' | 'unassigned' | 'deactivated' | 'no-profile' | 'profile-deactivated';
              viewer?: {
                isOwner: boolean;
              };
            };
          };
        };
      };
    };
  };
  postV1PublicEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          profileId: string;
          serviceId?: string;
          /** @enum {string} */
          type: 'view' | 'click';
          via?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
    };
  };
  getV1PublicLeadChallenge: {
    parameters: {
      query: {
        profileId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  postV1PublicLeadsContactIdErasure: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contactId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @constant */
              deleted: true;
            };
          };
        };
      };
    };
  };
  getV1PublicProfilesProfileIdVcard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        profileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/vcard': string;
        };
      };
    };
  };
  getV1Roles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Role'][];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Socials: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SocialNetwork'][];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1Socials: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @enum {string} */
          category?:
            'social' | 'professional' | 'messaging' | 'video' | 'music' | 'booking' | 'payment' | 'website' | 'other';
          icon: string;
          id: string;
          name: string;
          order?: number;
          placeholder?: string;
          urlTemplate?: string | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SocialNetwork'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1SocialsSocialId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        socialId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SocialNetwork'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1SocialsSocialId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        socialId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @enum {string} */
          category?:
            'social' | 'professional' | 'messaging' | 'video' | 'music' | 'booking' | 'payment' | 'website' | 'other';
          icon?: string;
          name?: string;
          order?: number;
          placeholder?: string;
          urlTemplate?: string | null;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SocialNetwork'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1SocialsSocialId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        socialId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1StripeCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          amount?: unknown;
          currency?: unknown;
          customer?: unknown;
          planId: string;
          quantity?: unknown;
          trialDays?: unknown;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1StripeTrialCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          amount?: unknown;
          currency?: unknown;
          customer?: unknown;
          planId: string;
          quantity?: unknown;
          trialDays?: unknown;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1StripeWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          id: string;
          type: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  getV1Subscriptions: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        scope?: 'mine' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: unknown[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1SubscriptionsSubscriptionIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        subscriptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1SubscriptionsSubscriptionIdPortal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        subscriptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1SubscriptionsSubscriptionIdResume: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        subscriptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1SuperadminCompanies: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: unknown[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1SuperadminDivisions: {
    parameters: {
      query?: {
        companyId?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: unknown[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1SuperadminDivisionsCompanyIdDivisionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        divisionId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1SuperadminDivisionsCompanyIdDivisionIdMerge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: string;
        divisionId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          intoId: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1SuperadminOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1SuperadminRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1SuperadminRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name: string;
          permissions: {
            action: string | string[];
            conditions?: {
              [key: string]: unknown;
            };
            fields?: string | string[];
            inverted?: boolean;
            reason?: string;
            subject: string | string[];
          }[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1SuperadminRolesRoleId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        roleId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          name: string;
          permissions: {
            action: string | string[];
            conditions?: {
              [key: string]: unknown;
            };
            fields?: string | string[];
            inverted?: boolean;
            reason?: string;
            subject: string | string[];
          }[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1SuperadminRolesRoleId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        roleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1SuperadminUsersUserIdRoles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          roleIds: string[];
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1SuperadminUsersUserIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          disabled: boolean;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Tiktok: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1TiktokOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1TiktokOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          code: string;
          state: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1TiktokRenewToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1TiktokRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1TiktokUpdateLatestVideos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1TiktokUpdateUserInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ToolsMeta: {
    parameters: {
      query: {
        url: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1ToolsOccupations: {
    parameters: {
      query?: {
        limit?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1ToolsOccupations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          title: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Twitter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1TwitterTwitterUserIdRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        twitterUserId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1TwitterOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1TwitterOauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          code: string;
          state: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1TwitterUpdateTweets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1Users: {
    parameters: {
      query?: {
        by?: 'email' | 'name' | 'lastName';
        cursor?: string;
        limit?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A page of the list; `nextCursor` asks for the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: unknown[];
            nextCursor?: string;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postV1Users: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          email: string;
          firstName: string;
          lastName: string;
          phoneNumber?: '' | string;
          userId: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['User'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1UsersId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['User'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putV1UsersId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          firstName?: string;
          lastName?: string;
          phoneNumber?: '' | string;
          photoURL?: string;
        };
      };
    };
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['User'];
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteV1UsersId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1UsersIdExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getV1WoocommercesProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Refused: bad input (400, with `fields`), not allowed, not found, a conflict, too many calls. */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Not described in this document yet. */
            data: unknown;
          };
        };
      };
      /** @description No valid ID token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
}
