// "Try it out" on the docs page outside production: Swagger UI calls this
// before each request (its requestInterceptor). @fastify/swagger-ui writes
// the function's source into the page, so it uses nothing but the page's
// globals: tweetnacl (served beside it as window.nacl), fetch, atob/btoa.
// It seals a JSON body as the app's client does (contract/cipher.ts: base64
// of nonce || secretbox(JSON), under the key GET cipher-key hands out, with
// the encrypted-request header); tests/server/security-docs.test.ts sends
// what it makes to the app.

/** Swagger UI's request: url, method, headers and the body as text, among others. */
export type DocsRequest = Record<string, unknown>;

interface PageGlobals {
  nacl: { randomBytes(n: number): Uint8Array; secretbox(message: Uint8Array, nonce: Uint8Array, key: Uint8Array): Uint8Array };
}

// One function without inner functions: a bundler's helpers (esbuild's __name) must not reach the page.
export async function sealDocsRequest(request: DocsRequest): Promise<DocsRequest> {
  const { url, body } = request;
  const headers = (request.headers ?? {}) as Record<string, string>;
  const contentType = headers['Content-Type'] ?? headers['content-type'] ?? '';
  if (typeof body !== 'string' || body === '' || !contentType.includes('json') || typeof url !== 'string') return request;
  if (!url.includes('/api/') || url.includes('/api/docs') || headers['encrypted-request']) return request;
  const answer = await fetch(new URL('/api/cipher-key', url));
  const { key } = (await answer.json()) as { key: string };
  const keyBytes = Uint8Array.from(atob(key), (c) => c.charCodeAt(0));
  const { nacl } = globalThis as unknown as PageGlobals;
  const nonce = nacl.randomBytes(24);
  const box = nacl.secretbox(new TextEncoder().encode(body), nonce, keyBytes);
  const sealed = new Uint8Array(nonce.length + box.length);
  sealed.set(nonce);
  sealed.set(box, nonce.length);
  let binary = '';
  for (const byte of sealed) binary += String.fromCharCode(byte);
  return { ...request, body: JSON.stringify({ data: btoa(binary) }), headers: { ...headers, 'encrypted-request': 'true' } };
}
