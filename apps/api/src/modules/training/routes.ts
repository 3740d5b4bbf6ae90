// The training's contract handlers: the training menu, list and detail, the sign-up and its payment, the
// sign-up's upload policy and the member's own sign-ups (the rules in service.ts).
import { MSG_BOOKING_CANCEL_DONE, type training } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import {
  cancelBooking,
  enrol,
  listTrainings,
  ownBookingInfo,
  ownBookings,
  payOwnBooking,
  trainingDetail,
  trainingMenu,
  uploadPolicy,
} from './service';

export const trainingHandlers: DomainHandlers<typeof training> = {
  trainMenuList: ({ db, payload }) => trainingMenu(db, payload),
  listTrain: ({ db, payload }) => listTrainings(db, payload),
  trainInfo: ({ db, payload }) => trainingDetail(db, payload.id),
  trainAdd: ({ db, clock, payments, user, payload }) => enrol({ db, clock, payments }, user.id, payload),
  trainPolicy: async ({ clock, user, request }) => uploadPolicy(request.server.objectStorage, clock, user.id),
  bookingListByUser: ({ db, user, payload }) => ownBookings(db, user.id, payload),
  bookingInfoByUser: ({ db, user, payload }) => ownBookingInfo(db, user.id, payload.id),

  async BookingCancel({ db, user, payload }) {
    await cancelBooking(db, user.id, payload.id);
    return ok(null, MSG_BOOKING_CANCEL_DONE);
  },

  bookingPay: ({ db, clock, payments, user, payload }) => payOwnBooking({ db, clock, payments }, user.id, payload.id),
};
