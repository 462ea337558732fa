interface Props {
  id: string;
  label: string;
  /** The option that filters nothing ("All catalogues"). */
  anyLabel: string;
  value: string | null | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
}

/** One filter of the item list: a labelled select whose first option filters nothing. */
export function FilterSelect({ id, label, anyLabel, value, options, onChange }: Props) {
  return (
    <div className="oc-field">
      <label className="oc-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="oc-select" value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
