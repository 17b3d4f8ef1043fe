/** A round badge with a person's initials, for people we have no photo of. */
export function InitialsAvatar({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white ${
        size === "lg" ? "size-16 text-xl" : "size-12"
      }`}
    >
      {getInitials(name)}
    </span>
  );
}

/** "CA Rakesh Mohanty" → "RM": professional titles (CA, CS) are skipped. */
function getInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^[A-Z]{2,3}$/.test(word));
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`;
}
