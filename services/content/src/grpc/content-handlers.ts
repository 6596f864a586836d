import { ContentService } from '@mindprint/proto/gen/mindprint/content/v1/content_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';

export function contentHandlers() {
  return bindService(ContentService, {});
}
