import { getTableColumns, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);

/** a table's row as a journal record: keyed by its TypeScript field names, whatever its SQL columns are called */
export type TableRecord<T extends PgTable> = Partial<Record<keyof T['$inferInsert'] & string, unknown>>;

/**
 * The one mapping between a table's journal records and its SQL, read from drizzle's table definition: a record
 * is keyed by the field names (`definitionHash`), the statement reads it with the columns' own SQL types and
 * writes it to the columns' SQL names (`definition_hash`). A column renamed in SQL keeps its field name, so a
 * line journaled before the rename is stored under the new name.
 */
export function tableRecord<T extends PgTable>(table: T) {
  const fields = Object.entries(getTableColumns(table)) as [keyof T['$inferInsert'] & string, PgColumn][];
  return {
    table,
    /** `"field" type, ...`: the record type of jsonb_to_record(set) */
    type: list(fields.map(([field, c]) => sql`${sql.identifier(field)} ${sql.raw(c.getSQLType())}`)),
    /** the SQL columns, in the order of `fields` */
    columns: list(fields.map(([, c]) => sql.identifier(c.name))),
    /** the record's fields, `prefix.` before each when given */
    fields: (prefix?: string) => list(fields.map(([field]) => (prefix ? sql`${sql.identifier(prefix)}.${sql.identifier(field)}` : sql.identifier(field)))),
    /** `insert into table (columns) select fields from source`: the rows of `source` as the table's */
    insertFrom: (source: SQL): SQL =>
      sql`insert into ${table} (${list(fields.map(([, c]) => sql.identifier(c.name)))}) select ${list(fields.map(([field]) => sql.identifier(field)))} from ${source}`,
    /** a record of an older format, keyed some other way (`keyOf` says how for each column), as one keyed by field name */
    fromKeys(record: Record<string, unknown>, keyOf: (column: PgColumn) => string): TableRecord<T> {
      const out: Record<string, unknown> = {};
      for (const [field, c] of fields) if (record[keyOf(c)] !== undefined) out[field] = record[keyOf(c)];
      return out as TableRecord<T>;
    },
  };
}
