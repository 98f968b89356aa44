/** A working dialog's progress line (`progress`, while it works) and the error that stopped it. */
export function DialogStatus({
  progress,
  error,
}: {
  progress: string | undefined;
  error: string | null;
}) {
  return (
    <>
      {progress !== undefined && <p role="status">{progress}</p>}
      {error && (
        <p role="alert" className="dialog-error">
          {error}
        </p>
      )}
    </>
  );
}
