'use client';

export function ReturnButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => window.history.back()} className={className}>
      {label}
    </button>
  );
}
