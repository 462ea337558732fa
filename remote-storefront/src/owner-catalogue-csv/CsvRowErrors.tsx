import type { CatalogueCsvRowError } from 'shared';

interface Props {
  message: string;
  errors: readonly CatalogueCsvRowError[];
  moreErrors: number;
}

/** The rows to fix, as the spreadsheet numbers them (the header is row 1), each with its column and what is wrong. */
export function CsvRowErrors({ message, errors, moreErrors }: Props) {
  return (
    <div className="catalogue-csv__problems" role="alert">
      <p className="catalogue-csv__error">{message}</p>
      <ul className="catalogue-csv__problem-list">
        {errors.map((error, index) => (
          <li key={`${error.row}-${error.column ?? ''}-${index}`}>
            <strong>Row {error.row}</strong>
            {error.column ? <>, {error.column}</> : null}: {error.message}
          </li>
        ))}
      </ul>
      {moreErrors > 0 && <p className="catalogue-csv__more">…and {moreErrors} more problems: fix these and import again to see them.</p>}
    </div>
  );
}
