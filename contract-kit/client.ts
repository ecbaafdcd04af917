import { API_BASE, contractProblem, nameOf, operationFor, type Answer } from './contract-checker.ts';
import type { Report } from './report.ts';

export interface CallOptions {
  readonly body?: unknown;
  /** A raw body sent as is (malformed JSON, oversized text). */
  readonly raw?: string;
  /** A multipart form (an upload). */
  readonly form?: FormData;
  /** Bytes sent as application/octet-stream (a file sent whole). */
  readonly bytes?: Uint8Array;
  readonly token?: string;
  readonly query?: Record<string, string>;
}

/**
 * Calls the backend under test and checks the answer against openapi.yaml, recording one check
 * for the operation. Returns the answer, so a walk can go on from it.
 */
export class ContractClient {
  readonly baseUrl: string;
  readonly report: Report;

  constructor(baseUrl: string, report: Report) {
    this.baseUrl = baseUrl;
    this.report = report;
  }

  async call(method: string, apiPath: string, options: CallOptions = {}): Promise<Answer> {
    const answer = await this.send(method, apiPath, options);
    const operation = operationFor(method, apiPath.split('?')[0] ?? apiPath);
    if (!operation) {
      this.report.record(`${method} ${apiPath}`, `no such operation in openapi.yaml`);
      return answer;
    }
    this.report.record(nameOf(operation), contractProblem(operation, answer));
    return answer;
  }

  async send(method: string, apiPath: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | Blob | undefined;
    if (options.form) {
      body = options.form;
    } else if (options.bytes) {
      body = new Blob([new Uint8Array(options.bytes)]);
      headers['content-type'] = 'application/octet-stream';
    } else if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] = 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const url = apiPath.startsWith('http') ? apiPath : `${this.baseUrl}${API_BASE}${apiPath}${query}`;
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const text = await response.text();
    let parsed: unknown = text;
    if (contentType === 'application/json') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, headers: response.headers, contentType, body: parsed };
  }
}
