export declare function fingerprint(): string;
export declare function packageVersion(): string;
export declare function recorded(): { version: string; fingerprint: string };
