// SPEC §3 "Entity types (numeric)": what a link or QR code opens.
export const EntityType = {
  BUSINESS: 1,
  BRAND: 2,
  BRANCH: 3,
  FOOD_HALL: 4,
  FOOD_HALL_TABLE: 5,
  IN_APP: 6,
  BRANCH_NON_TABLE: 7,
} as const;
export type EntityTypeId = (typeof EntityType)[keyof typeof EntityType];

const ids = new Set<number>(Object.values(EntityType));
export function isEntityType(value: unknown): value is EntityTypeId {
  return typeof value === 'number' && ids.has(value);
}

/** Food halls and their tables share one cart across brands and group brands by business. */
export function isFoodHallEntity(type: EntityTypeId): boolean {
  return type === EntityType.FOOD_HALL || type === EntityType.FOOD_HALL_TABLE;
}

/** Links that fix one branch (a branch link, with or without a table). */
export function isBranchEntity(type: EntityTypeId): boolean {
  return type === EntityType.BRANCH || type === EntityType.BRANCH_NON_TABLE;
}

/** Links that seat the customer at a table: dine-in is the natural order type. */
export function isTableEntity(type: EntityTypeId, hasTable: boolean): boolean {
  return type === EntityType.FOOD_HALL_TABLE || (type === EntityType.BRANCH && hasTable);
}
