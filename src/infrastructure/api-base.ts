/** Where the browser app finds the API: same origin, under /api/v1. */
export const API_BASE = '/api/v1';
