// Types of server-bundle.mjs, for the TypeScript that imports it (its tests).
export declare const serverBundle: string;
export declare function bundleServerIfStale(): Promise<void>;
export declare function runWithCodeCache(file: string, cacheFile: string): Promise<unknown>;
export declare function runServerBundle(): Promise<unknown>;
