export declare function freePort(): Promise<number>;
export declare function startThrowawayPostgres(): Promise<{ url: string; stop(): void } | undefined>;
