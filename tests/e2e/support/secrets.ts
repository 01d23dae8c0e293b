// The H5 platform's shared secret for the end-to-end server. serve.ts puts it
// in the server's environment and players.ts signs launch-token calls with it,
// so both sides agree without reading the server's data folder.
export const E2E_H5_SECRET = 'e2e-h5-secret-not-for-production-0123456789abcdef';
