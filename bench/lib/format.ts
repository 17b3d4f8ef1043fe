// How figures read in the table.

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

export const perSecond = (value: number, unit = "req/s") => `${Math.round(value).toLocaleString("en-US")} ${unit}`;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
