import { clientSettings, type ApiClient } from './client.ts';
import { Network, Unexpected } from './errors.ts';
import { errorFor, refusalIn } from './response.ts';

export interface UploadRequest {
  /** The path below the client's base, e.g. /studio/products/p1/pictures. */
  readonly path: string;
  readonly method: 'POST' | 'PUT';
  readonly body: FormData | Blob;
  /** Bytes sent so far out of the total, as the browser reports them. */
  readonly onProgress: (sent: number, total: number) => void;
}

/**
 * One upload through XMLHttpRequest, whose upload events report progress (fetch does not). Sent once,
 * never retried; resolves with the answer's body or rejects with the same ApiErrors as `send`.
 */
export function uploadWithProgress<D>(client: ApiClient, request: UploadRequest, signal: AbortSignal): Promise<D> {
  const settings = clientSettings(client);
  return new Promise<D>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, `${settings.baseUrl}${request.path}`);
    const token = settings.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // A file sent whole is octet-stream whatever its own type says; FormData sets its own multipart type.
    if (!(request.body instanceof FormData)) xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => request.onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const body = parsed(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFor(xhr.status, body));
      const refusal = refusalIn(xhr.status, body);
      if (refusal) return reject(refusal);
      if (body === null) return reject(new Unexpected({ status: xhr.status, message: '' }));
      resolve(body as D);
    };
    xhr.onerror = () => reject(new Network({ cause: new TypeError('upload failed') }));
    xhr.onabort = () => reject(signal.reason);
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

/** The answer's JSON, or null when it is not JSON (a proxy's error page). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
