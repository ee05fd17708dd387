import pg from 'pg';
/** The PostgreSQL server on this machine, where tests and benchmarks make databases of their own. */
export declare const localAdminUrl = "postgres://postgres@127.0.0.1:5432/test";
/** One statement on its own connection to the database at `url`; answers its rows. */
export declare function queryOn<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string, values?: unknown[]): Promise<T[]>;
/**
 * A new, empty database named after `label` on the server of `adminUrl` (by default PG_ADMIN_URL,
 * else this machine's): its URL, a query helper, and how to drop it.
 */
export declare function createDatabase(label: string, adminUrl?: string): Promise<{
    url: string;
    query: <T extends pg.QueryResultRow>(sql: string, values?: unknown[]) => Promise<T[]>;
    drop: () => Promise<void>;
}>;
