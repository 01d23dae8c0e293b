/**
 * Where a test file's database starts from (made once per run by images.ts):
 * on PGlite two tars, on PostgreSQL the names of two template databases;
 * passed to the test files as JSON in this environment variable.
 */
export interface DbImages {
  migrated: string;
  seeded: string;
}
export const DB_IMAGES_ENV = 'VIP_TEST_DB_IMAGES';
