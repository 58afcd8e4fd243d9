// Types of wallet-credentials.mjs, for the functions' tests that make their own test certificates.

export declare const WALLET_FILES: {
  wwdr: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase: string;
  googleServiceAccount: string;
  ids: string;
};

export interface WalletIds {
  passTypeIdentifier: string;
  teamIdentifier: string;
  googleIssuerId: string;
  googleServiceAccountEmail: string;
}

export declare const LOCAL_WALLET_IDS: WalletIds;

export interface WalletCredentials {
  apple: { wwdr: string; signerCert: string; signerKey: string; signerKeyPassphrase: string };
  google: {
    serviceAccount: {
      type: 'service_account';
      project_id: string;
      private_key_id: string;
      private_key: string;
      client_email: string;
    };
    publicKey: string;
  };
}

export declare function makeWalletCredentials(options?: { ids?: WalletIds; now?: Date }): WalletCredentials;
export declare function writeWalletCredentials(dir: string, credentials: WalletCredentials, ids?: WalletIds): void;
export declare function ensureWalletCredentials(dir: string): { dir: string; created: boolean };
