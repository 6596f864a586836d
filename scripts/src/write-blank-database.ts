import { writeBlankDatabaseImage } from '@mindprint/platform/embedded-database';

// Part of `npm run build`: the image a fresh embedded data folder (and each test database) starts from.
const { file, written } = await writeBlankDatabaseImage();
console.log(written ? `blank database image written: ${file}` : `blank database image present: ${file}`);
