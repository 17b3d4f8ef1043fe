/** What a row's form answered, said beside it: its success, or why not. */
export function AnswerLines({ notice, failure }: { notice: string | null | undefined; failure: string | undefined }) {
  return (
    <>
      {notice ? (
        <p role="status" className="mt-2 text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
    </>
  );
}
