// The server renderer's one request setting, kept with the other request modules: only they reach
// the API client.
export { answerRequestsInProcess } from '../infrastructure/api-client.ts';
