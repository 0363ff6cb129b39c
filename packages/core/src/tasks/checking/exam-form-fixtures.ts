/**
 * Every task type in the answer form of each exam year, as teachers import variants of past years
 * (kompege, the yearly collections): what the answer is, how the manifest spells it, and answers a
 * student gives with the points each must earn. Tests of the check, the import and the finish of
 * a variant read this one table. The numbers are made up in each year's form; they are not exam keys.
 *
 * The forms, from the demo versions and the exams of 2023–2026 (docs/decisions/018):
 * - 1–16, 19, 21–24: one value in a field, every year (2 and sometimes 4 or 12 are letters or digit strings).
 * - 17, 18, 20, 26: two numbers in one row (1×2), every year.
 * - 25: rows of «число | результат», two columns: 2023–2024 as many rows as numbers found (3–4),
 *   2025–2026 the first five (5 rows); all of them inside the 10×2 table of the trainer.
 * - 27: 2023–2024 one number per file in one row (1×2: A, B); 2025–2026 two numbers per file,
 *   a row per file (2×2).
 */
export type ExamYear = '2023' | '2024' | '2025–2026';

export type ExamFormFixture = {
  type: number;
  year: ExamYear;
  /** The answer as task.yaml gives it: one line, cells by spaces, rows by '|'. */
  answer: string;
  /** The manifest's answer_type and table_shape, when the teacher gives them. */
  answer_type?: 'field' | 'table';
  table_shape?: [number, number];
  /** The table the trainer serves, null for one field. */
  served: [number, number] | null;
  /** A wrong answer; `half` is half right (one number, one file, one row): 1 point for 26 and 27, 0 for the others. */
  wrong: string;
  half?: string;
};

const field = (type: number, year: ExamYear, answer: string, wrong: string): ExamFormFixture => ({ type, year, answer, served: null, wrong });

export const examFormFixtures: readonly ExamFormFixture[] = [
  // 2023
  field(1, '2023', '58', '85'),
  field(2, '2023', 'yxzw', 'yxwz'),
  field(3, '2023', '1312', '1313'),
  field(4, '2023', '15', '16'),
  field(5, '2023', '44', '45'),
  field(6, '2023', '29', '28'),
  field(7, '2023', '6', '7'),
  field(8, '2023', '3450', '3451'),
  field(9, '2023', '213', '312'),
  field(10, '2023', '82', '83'),
  field(11, '2023', '384', '383'),
  field(12, '2023', '4141', '1414'),
  field(13, '2023', '64', '62'),
  field(14, '2023', '3434', '3435'),
  field(15, '2023', '94', '93'),
  field(16, '2023', '12297', '12298'),
  { type: 17, year: '2023', answer: '7 19986', served: [1, 2], half: '7 19985', wrong: '19986 7' },
  { type: 18, year: '2023', answer: '1165 640', served: [1, 2], half: '1165 641', wrong: '640 1165' },
  field(19, '2023', '30', '31'),
  { type: 20, year: '2023', answer: '15 28', served: [1, 2], half: '15 29', wrong: '28 15' },
  field(21, '2023', '27', '26'),
  field(22, '2023', '17', '18'),
  field(23, '2023', '29', '30'),
  field(24, '2023', '94', '95'),
  {
    type: 25,
    year: '2023',
    answer: '1312235134 648658 | 1427050499 705413 | 1712137728 846336 | 1912339877 945299',
    served: [10, 2],
    half: '1312235134 648658 | 1427050499 705413',
    wrong: '648658 1312235134',
  },
  { type: 26, year: '2023', answer: '2767 51', served: [1, 2], half: '2767 50', wrong: '1 2' },
  { type: 27, year: '2023', answer: '283 5071', answer_type: 'table', table_shape: [1, 2], served: [1, 2], half: '283 5070', wrong: '5071 283' },

  // 2024: 4 is a code word, kept as text with its leading zero; 26 and 27 keyed as the collections print them.
  field(1, '2024', '13', '31'),
  field(2, '2024', 'zwyx', 'zwxy'),
  field(3, '2024', '2530', '2531'),
  field(4, '2024', '0110', '110'),
  field(5, '2024', '191', '192'),
  field(6, '2024', '52', '53'),
  field(7, '2024', '2048', '2047'),
  field(8, '2024', '4900', '4901'),
  field(9, '2024', '2241', '2242'),
  field(10, '2024', '6', '7'),
  field(11, '2024', '9', '10'),
  field(12, '2024', '3133', '3134'),
  field(13, '2024', '190', '191'),
  field(14, '2024', '1748', '1749'),
  field(15, '2024', '13', '14'),
  field(16, '2024', '33', '34'),
  { type: 17, year: '2024', answer: '109 99981', served: [1, 2], half: '110 99981', wrong: '99981 109' },
  { type: 18, year: '2024', answer: '2301 1022', served: [1, 2], half: '2300 1022', wrong: '1022 2301' },
  field(19, '2024', '64', '63'),
  { type: 20, year: '2024', answer: '31 60', served: [1, 2], half: '31 61', wrong: '60 31' },
  field(21, '2024', '59', '58'),
  field(22, '2024', '18', '19'),
  field(23, '2024', '40', '41'),
  field(24, '2024', '137', '138'),
  {
    type: 25,
    year: '2024',
    answer: '1023464 4046 | 1225439 4843 | 1427414 5641',
    served: [10, 2],
    half: '1023464 4046 | 1225439 4843 | 1427414 5640',
    wrong: '1023464 4046',
  },
  { type: 26, year: '2024', answer: '1045 12', answer_type: 'field', served: [1, 2], half: '12 12', wrong: '1044 13' },
  // No table_shape: one row of two numbers is read as the 1×2 form.
  { type: 27, year: '2024', answer: '40712 1080', served: [1, 2], half: '40711 1080', wrong: '1080 40712' },

  // 2025–2026
  field(1, '2025–2026', '47', '74'),
  field(2, '2025–2026', 'wxzy', 'wxyz'),
  field(3, '2025–2026', '17,4', '17.5'),
  field(4, '2025–2026', '9', '8'),
  field(5, '2025–2026', '102', '103'),
  field(6, '2025–2026', '1364', '1365'),
  field(7, '2025–2026', '3', '4'),
  field(8, '2025–2026', '130', '131'),
  field(9, '2025–2026', '2578', '2579'),
  field(10, '2025–2026', '121', '122'),
  field(11, '2025–2026', '460', '461'),
  field(12, '2025–2026', '26', '27'),
  field(13, '2025–2026', '8', '9'),
  field(14, '2025–2026', '19', '20'),
  field(15, '2025–2026', '38', '39'),
  field(16, '2025–2026', '4050', '4051'),
  { type: 17, year: '2025–2026', answer: '25 1994', served: [1, 2], half: '25 1995', wrong: '1994 25' },
  { type: 18, year: '2025–2026', answer: '1255 1041', served: [1, 2], half: '1255 1040', wrong: '1041 1255' },
  field(19, '2025–2026', '35', '36'),
  { type: 20, year: '2025–2026', answer: '18 33', served: [1, 2], half: '18 34', wrong: '33 18' },
  field(21, '2025–2026', '32', '33'),
  field(22, '2025–2026', '21', '22'),
  field(23, '2025–2026', '156', '157'),
  field(24, '2025–2026', '196', '197'),
  {
    type: 25,
    year: '2025–2026',
    answer: '800004 400004 | 800009 200012 | 800013 61540 | 800018 400011 | 800019 42116',
    served: [10, 2],
    half: '800004 400004 | 800009 200012 | 800013 61540 | 800018 400011',
    wrong: '800004 400004 | 800009 200012 | 800013 61540 | 800018 400011 | 800019 42117',
  },
  { type: 26, year: '2025–2026', answer: '8 1276', served: [1, 2], half: '1276 8', wrong: '9 1275' },
  { type: 27, year: '2025–2026', answer: '10738 30730 | 37522 51277', served: [2, 2], half: '10738 30730 | 37522 51276', wrong: '37522 51277 | 10738 30730' },
];

export const examYears: readonly ExamYear[] = ['2023', '2024', '2025–2026'];
