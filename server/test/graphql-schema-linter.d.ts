// graphql-schema-linter ships no types; this is the part of its API the schema lint test uses.
declare module 'graphql-schema-linter' {
  interface Output {
    write(text: string): boolean;
    on(event: string, listener: () => void): unknown;
  }
  export const runner: {
    /** The CLI's entry: 0 clean, 1 findings, 2 a bad configuration or schema. */
    run(
      stdout: Output,
      stdin: NodeJS.ReadableStream,
      stderr: Output,
      argv: string[],
    ): Promise<number>;
  };
}
