// The Web APIs contract/ calls, which browsers, workers and Node 20+ all have. tsconfig.contract.json
// checks contract/ with neither the DOM lib nor Node's types (so neither runtime's other globals reach
// code both sides run); these declare just what is called, in the DOM lib's shapes.
interface TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}
declare const TextEncoder: { new (): TextEncoder };

interface TextDecoder {
  decode(input?: Uint8Array): string;
}
declare const TextDecoder: { new (label?: string, options?: { fatal?: boolean }): TextDecoder };

declare function btoa(data: string): string;
declare function atob(data: string): string;

interface CryptoKey {
  readonly type: string;
}
interface SubtleCrypto {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    keyUsages: 'sign'[],
  ): Promise<CryptoKey>;
  sign(algorithm: 'HMAC', key: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}
// A var (as in the DOM lib) so that globalThis.crypto, which fairness.ts reads, sees it.
// eslint-disable-next-line no-var
declare var crypto: { readonly subtle: SubtleCrypto };
