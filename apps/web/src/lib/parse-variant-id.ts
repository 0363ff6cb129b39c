/** The id of /variant/{id}: a positive whole number, else null ('Некорректный адрес варианта'). */
export function parseVariantId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
