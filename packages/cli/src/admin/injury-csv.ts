import { parse } from 'csv-parse/sync';
import { CliError } from '../cli-error.js';
import type { PlayerReference } from './find-player.js';

/** The fields of a row of the injury CSV. */
type InjuryCsvField = 'id' | 'name' | 'team' | 'status' | 'bodyPart' | 'practice' | 'description';

/**
 * The header names each field is read from, compared without case, spaces, `_` or `-`
 * (`Player ID`, `player_id` and `playerId` are one name).
 */
const INJURY_CSV_HEADERS: Readonly<Record<InjuryCsvField, readonly string[]>> = {
  id: ['playerid', 'id'],
  name: ['name', 'player', 'playername'],
  team: ['team', 'nflteam'],
  status: ['status', 'injurystatus'],
  bodyPart: ['bodypart'],
  practice: ['practice', 'practicestatus'],
  description: ['description', 'notes'],
};

/** One row of the file as written (cells trimmed, absent columns empty), with its line number. */
export interface InjuryCsvRow {
  line: number;
  player: PlayerReference;
  status: string;
  bodyPart: string;
  practice: string;
  description: string;
}

const headerKey = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

function fieldOf(header: string): InjuryCsvField | undefined {
  const wanted = headerKey(header);
  return (Object.keys(INJURY_CSV_HEADERS) as InjuryCsvField[]).find((field) =>
    INJURY_CSV_HEADERS[field].includes(wanted),
  );
}

/**
 * Reads the administrator's injury CSV (`csv-parse`): a header row naming the columns — `player_id`,
 * or `name` (with `team` to tell players of one name apart); `status`; and optionally `body_part`,
 * `practice` and `description` — then one row per player. A byte-order mark, blank lines and the
 * spaces around cells are ignored. A header the reader does not know, a header without a status or
 * a way to name the player, or text that is not CSV is refused (`CliError`, naming `file`); the
 * cells themselves are checked later, row by row.
 */
export function readInjuryCsv(text: string, file: string): InjuryCsvRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    throw new CliError(`${file}: not a CSV file: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const [header, ...rows] = records;
  if (!header) throw new CliError(`${file}: the file is empty (it needs a header row).`);
  const columns = header.record.map((name) => ({ name, field: fieldOf(name) }));
  const unknown = columns.filter((column) => column.field === undefined).map((column) => `'${column.name}'`);
  if (unknown.length > 0) {
    const known = Object.values(INJURY_CSV_HEADERS)
      .map((names) => names[0])
      .join(', ');
    throw new CliError(`${file}: unknown column ${unknown.join(', ')} (the columns are: ${known}).`);
  }
  const fields = new Set(columns.map((column) => column.field));
  if (!fields.has('status') || !(fields.has('id') || fields.has('name'))) {
    throw new CliError(
      `${file}: the header must name a status column and the player: player_id, or name (and team).`,
    );
  }
  return rows.map(({ record, info }) => {
    const cell = (field: InjuryCsvField) => {
      const index = columns.findIndex((column) => column.field === field);
      return index < 0 ? '' : (record[index] ?? '');
    };
    return {
      line: info.lines,
      player: {
        ...(cell('id') && { id: cell('id') }),
        ...(cell('name') && { name: cell('name') }),
        ...(cell('team') && { team: cell('team') }),
      },
      status: cell('status'),
      bodyPart: cell('bodyPart'),
      practice: cell('practice'),
      description: cell('description'),
    };
  });
}
