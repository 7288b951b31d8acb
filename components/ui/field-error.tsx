/** A field's validation message, announced when it appears; an optional title above it. */
export function FieldError({ id, message, title, testId }: { id: string; message?: string; title?: string; testId?: string }) {
  if (!message) return null;
  if (!title) {
    return (
      <p id={id} role="alert" className="text-sm font-medium text-destructive" data-testid={testId}>
        {message}
      </p>
    );
  }
  return (
    <p id={id} role="alert" className="text-sm text-destructive" data-testid={testId}>
      <strong className="block font-semibold">{title}</strong>
      {message}
    </p>
  );
}
