/** Whether a request's path (without the query) is the API's: `/api` and below. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
