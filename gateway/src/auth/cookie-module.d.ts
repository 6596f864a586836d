// Typings for the parts of `cookie` (0.7, no bundled types) the gateway uses.
declare module 'cookie' {
  export interface CookieSerializeOptions {
    domain?: string;
    encode?(value: string): string;
    expires?: Date;
    httpOnly?: boolean;
    maxAge?: number;
    partitioned?: boolean;
    path?: string;
    priority?: 'low' | 'medium' | 'high';
    sameSite?: true | false | 'lax' | 'strict' | 'none';
    secure?: boolean;
  }
  export function parse(header: string, options?: { decode?(value: string): string }): Record<string, string | undefined>;
  export function serialize(name: string, value: string, options?: CookieSerializeOptions): string;
}
