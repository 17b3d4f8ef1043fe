export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 font-bold text-brand-900">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 22V10h10M9 16h8" stroke="white" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="23" cy="21" r="3" className="fill-accent-400" />
      </svg>
      <span className="text-lg leading-none tracking-tight">{name}</span>
    </span>
  );
}
