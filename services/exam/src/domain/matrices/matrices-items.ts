import { type GeneratedMatrix, generateMatrix, type MatrixItemSpec } from './matrix-generator.js';

/**
 * Version v1 of the matrices test: 30 reviewed item specs, easy to hard (one varied attribute up to four).
 * Never edit a published version — every visitor of v1 must see the same items, and their results are
 * compared with each other. A change is a new version.
 */
export const matricesTestVersion = 'v1';
export const matricesTimeLimitSeconds = 25 * 60;

export const matricesItemSpecsV1: readonly MatrixItemSpec[] = [
  { id: 'm01', seed: 101, rules: { shape: 'constant' } },
  { id: 'm02', seed: 102, rules: { count: 'progression' } },
  { id: 'm03', seed: 103, rules: { fill: 'constant' } },
  { id: 'm04', seed: 104, rules: { size: 'progression' } },
  { id: 'm05', seed: 105, rules: { shape: 'distribution' } },
  { id: 'm06', seed: 106, rules: { fill: 'progression' } },
  { id: 'm07', seed: 107, rules: { shape: 'constant', count: 'progression' } },
  { id: 'm08', seed: 108, rules: { fill: 'distribution', size: 'constant' } },
  { id: 'm09', seed: 109, rules: { count: 'arithmetic', shape: 'constant' } },
  { id: 'm10', seed: 110, rules: { shape: 'progression', fill: 'constant' } },
  { id: 'm11', seed: 111, rules: { size: 'distribution', count: 'constant' } },
  { id: 'm12', seed: 112, rules: { shape: 'distribution', fill: 'progression' } },
  { id: 'm13', seed: 113, rules: { count: 'distribution', size: 'progression' } },
  { id: 'm14', seed: 114, rules: { count: 'arithmetic', fill: 'distribution' } },
  { id: 'm15', seed: 115, rules: { shape: 'progression', size: 'distribution' } },
  { id: 'm16', seed: 116, rules: { shape: 'constant', count: 'progression', fill: 'distribution' } },
  { id: 'm17', seed: 117, rules: { shape: 'distribution', size: 'constant', fill: 'progression' } },
  { id: 'm18', seed: 118, rules: { count: 'arithmetic', shape: 'distribution', size: 'constant' } },
  { id: 'm19', seed: 119, rules: { shape: 'progression', count: 'distribution', fill: 'constant' } },
  { id: 'm20', seed: 120, rules: { size: 'progression', fill: 'distribution', count: 'constant' } },
  { id: 'm21', seed: 121, rules: { count: 'arithmetic', size: 'distribution', fill: 'progression' } },
  { id: 'm22', seed: 122, rules: { shape: 'distribution', count: 'progression', size: 'distribution' } },
  { id: 'm23', seed: 123, rules: { shape: 'progression', size: 'progression', fill: 'distribution' } },
  { id: 'm24', seed: 124, rules: { count: 'arithmetic', shape: 'progression', fill: 'distribution' } },
  { id: 'm25', seed: 125, rules: { shape: 'constant', count: 'distribution', size: 'progression', fill: 'distribution' } },
  { id: 'm26', seed: 126, rules: { shape: 'distribution', count: 'progression', size: 'constant', fill: 'distribution' } },
  { id: 'm27', seed: 127, rules: { shape: 'progression', count: 'arithmetic', size: 'distribution', fill: 'constant' } },
  { id: 'm28', seed: 128, rules: { shape: 'distribution', count: 'distribution', size: 'progression', fill: 'progression' } },
  { id: 'm29', seed: 129, rules: { shape: 'progression', count: 'arithmetic', size: 'distribution', fill: 'distribution' } },
  { id: 'm30', seed: 130, rules: { shape: 'distribution', count: 'progression', size: 'distribution', fill: 'progression' } },
];

/** The generated v1 items; built once, as generation is deterministic. */
export const matricesItemsV1: readonly GeneratedMatrix[] = matricesItemSpecsV1.map(generateMatrix);
