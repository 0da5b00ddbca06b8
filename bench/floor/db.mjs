import pg from 'pg';

// One pool per process, as the product keeps one.
const pool = (globalThis.floorPool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }));

export const query = (text, values) => pool.query(text, values);
