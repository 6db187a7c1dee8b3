/** The administrator of the test server (the embedded provider creates this account at start). */
export const E2E_ADMIN = { email: 'admin@lineup-lab.test', password: 'e2e-admin-password' } as const;
