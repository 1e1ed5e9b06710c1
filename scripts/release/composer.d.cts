export declare const COMPOSER_SOURCES: string[];
export declare function composerFingerprint(): string;
