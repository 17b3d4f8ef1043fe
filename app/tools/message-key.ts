// A form's messages are made in English (the specification's words); the
// page says them in its language by their key in the tools' messages.

/** The key of an English message in its table, or undefined for one the table does not have. */
export function findMessageKey<K extends string>(
  messages: Readonly<Record<K, string>>,
  message: string | undefined,
): K | undefined {
  return message === undefined ? undefined : (Object.keys(messages) as K[]).find((key) => messages[key] === message);
}
