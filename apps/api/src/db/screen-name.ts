import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { screens } from './schema';

/**
 * A screen's name as someone speaking `language` (a column or value: 'en' or 'ar') reads it: the
 * Arabic name when there is one, else the English. For any query that joins screens.
 */
export function screenNameIn(language: PgColumn | SQL): SQL<string> {
  return sql<string>`case when ${language} = 'ar' and coalesce(trim(${screens.nameAr}), '') <> ''
    then ${screens.nameAr} else ${screens.name} end`;
}
