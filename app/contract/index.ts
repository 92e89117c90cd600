// Every SPEC §7 call by name: the platform client offers one method per entry (app/platform-client).
import * as bill from './bill';
import * as cart from './cart';
import * as catalog from './catalog';
import * as discovery from './discovery';
import * as identity from './identity';
import * as kitchen from './kitchen';
import * as loyalty from './loyalty';
import * as maps from './maps';
import * as notifications from './notifications';
import * as ops from './ops';
import * as orderCancel from './order-cancel';
import * as orders from './orders';
import * as paymentMethods from './payment-methods';
import * as payments from './payments';
import * as promos from './promos';
import * as ratings from './ratings';
import * as uploads from './uploads';

export const endpoints = {
  // catalogue
  identify: catalog.identify,
  storeMenusPublic: catalog.storeMenusPublic,
  storeMenus: catalog.storeMenus,
  brandMenus: catalog.brandMenus,
  foodHallBranch: discovery.foodHallBranch,
  countryCodes: discovery.countryCodes,
  nearbyBranches: discovery.nearbyBranches,
  branchAvailability: discovery.branchAvailability,
  threePlBranch: discovery.threePlBranch,
  threePlNearestBranch: discovery.threePlNearestBranch,
  maximDiscovery: discovery.maximDiscovery,
  demoLinks: discovery.demoLinks,
  // cart and bill
  cartLine: cart.cartLine,
  calculateBill: bill.calculateBill,
  calculateBillV2: bill.calculateBillV2,
  calculateBillPublic: bill.calculateBillPublic,
  calculateBillPublicV2: bill.calculateBillPublicV2,
  // maps
  mapAutocomplete: maps.mapAutocomplete,
  placeDetails: maps.placeDetails,
  geocode: maps.geocode,
  // identity
  signupPhone: identity.signupPhone,
  otpResend: identity.otpResend,
  otpVerify: identity.otpVerify,
  refreshToken: identity.refreshToken,
  socialProviders: identity.socialProviders,
  socialLogin: identity.socialLogin,
  signup: identity.signup,
  validatePhone: identity.validatePhone,
  guestLogin: identity.guestLogin,
  logout: identity.logout,
  profile: identity.profile,
  updateProfile: identity.updateProfile,
  phoneVerifySend: identity.phoneVerifySend,
  phoneVerifyResend: identity.phoneVerifyResend,
  phoneVerify: identity.phoneVerify,
  emailVerifySend: identity.emailVerifySend,
  emailVerifyResend: identity.emailVerifyResend,
  emailVerify: identity.emailVerify,
  outbox: identity.outbox,
  // orders and payment (no gateway)
  placeOrder: orders.placeOrder,
  placeOrderV2: orders.placeOrderV2,
  updateOrder: orders.updateOrder,
  updateOrderV2: orders.updateOrderV2,
  getOrder: orders.getOrder,
  getOrderByLink: orders.getOrderByLink,
  findOrder: orders.findOrder,
  getGroupOrder: orders.getGroupOrder,
  activeOrders: orders.activeOrders,
  orderHistory: orders.orderHistory,
  cancelReasons: orderCancel.cancelReasons,
  cancelOrder: orderCancel.cancelOrder,
  paymentMethods: paymentMethods.paymentMethods,
  paymentInit: payments.paymentInit,
  paymentInitV2: payments.paymentInitV2,
  paymentPreview: payments.paymentPreview,
  paymentStatus: payments.paymentStatus,
  savedCards: payments.savedCards,
  deleteSavedCard: payments.deleteSavedCard,
  stripeSetupIntent: payments.stripeSetupIntent,
  xenditPaymentMethodStatus: payments.xenditPaymentMethodStatus,
  paymentCallback: payments.paymentCallback,
  sandboxPage: payments.sandboxPage,
  sandboxAction: payments.sandboxAction,
  sandboxCallback: payments.sandboxCallback,
  // ratings (SPEC §7 "Ratings")
  ratingAspects: ratings.ratingAspects,
  userOrderRatings: ratings.userOrderRatings,
  userOrderRating: ratings.userOrderRating,
  rateOrder: ratings.rateOrder,
  rateOrdersBulk: ratings.rateOrdersBulk,
  // promos (SPEC §7 "Promo and loyalty"; issue 26)
  promoSearch: promos.promoSearch,
  promoCommonSearch: promos.promoCommonSearch,
  voucherSearch: promos.voucherSearch,
  createPromo: promos.createPromo,
  setPromoStatus: promos.setPromoStatus,
  demoVouchers: promos.demoVouchers,
  // loyalty (SPEC §7 "Promo and loyalty"; issue 27)
  loyaltyUser: loyalty.loyaltyUser,
  loyaltyActions: loyalty.loyaltyActions,
  loyaltyRewards: loyalty.loyaltyRewards,
  loyaltyHistories: loyalty.loyaltyHistories,
  calculatePoints: loyalty.calculatePoints,
  verifyReward: loyalty.verifyReward,
  actionPoints: loyalty.actionPoints,
  rewardPoints: loyalty.rewardPoints,
  setProgramme: loyalty.setProgramme,
  createReward: loyalty.createReward,
  setRewardStatus: loyalty.setRewardStatus,
  // uploads (SPEC §7 "Uploads")
  upload: uploads.upload,
  uploadsV2: uploads.uploadsV2,
  uploadFile: uploads.uploadFile,
  seniorCardImages: uploads.seniorCardImages,
  // web push (issue 16)
  pushPublicKey: notifications.pushPublicKey,
  savePushSubscription: notifications.savePushSubscription,
  deletePushSubscription: notifications.deletePushSubscription,
  // ops
  branchOrders: kitchen.branchOrders,
  moveOrder: kitchen.moveOrder,
  moveFulfilment: kitchen.moveFulfilment,
  setBusy: ops.setBusy,
  setItemPrice: ops.setItemPrice,
  setItemStock: ops.setItemStock,
  // the ops screen (issue 16)
  opsBranches: ops.opsBranches,
  opsBranch: ops.opsBranch,
  setStoreState: ops.setStoreState,
  refundOrder: kitchen.refundOrder,
  editOrderCart: kitchen.editOrderCart,
} as const;
export type Endpoints = typeof endpoints;
