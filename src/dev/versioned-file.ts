/**
 * Reading the inspector's files (a session, a coverage document): JSON of one format and version,
 * checked with Valibot, each refusal worded for the person who picked the file.
 */
import * as v from 'valibot';

export function readVersioned<TSchema extends v.GenericSchema>(
  text: string,
  file: {
    schema: TSchema;
    format: string;
    version: number;
    /** `a coverage document`, `an inspector session`: what the file should have been. */
    what: string;
    /** `coverage document`, `session`: what it is called once known to be one. */
    noun: string;
    /** Said after the refusal of another format, e.g. where to get the right file. */
    formatHint?: string;
    /** Said after the refusal of another version. */
    versionHint?: string;
    fail: (message: string) => Error;
  },
): v.InferOutput<TSchema> {
  const { schema, format, version, what, noun, formatHint, versionHint, fail } = file;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw fail(`This is not JSON (${(error as Error).message})`);
  }
  const found = (data ?? {}) as { format?: unknown; version?: unknown };
  if (found.format !== format)
    throw fail(
      `This is not ${what}: its "format" is not "${format}"${formatHint ? ` ${formatHint}` : ''}`,
    );
  if (found.version !== version)
    throw fail(
      `This is a version ${String(found.version)} ${noun} and this inspector reads version ${version}${versionHint ? `: ${versionHint}` : ''}`,
    );
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    const problems = parsed.issues
      .slice(0, 5)
      .map((issue) => `${v.getDotPath(issue) ?? '(the file)'}: ${issue.message}`);
    throw fail(`This is not a valid ${noun}: ${problems.join('; ')}`);
  }
  return parsed.output;
}
