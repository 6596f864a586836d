import type { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import type { ClientOf } from '@mindprint/platform/grpc-client';

/** What the order service asks of the exam service. */
export type ExamScoring = Pick<ClientOf<typeof ExamService>, 'scoreAnswers' | 'describeResult'>;
