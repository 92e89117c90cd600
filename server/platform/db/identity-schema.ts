// Query types of the identity context's tables (migration 0005_identity.sql), kept by hand beside the SQL.
import type { Generated } from 'kysely';
import type { LoginProviderId } from '../../../app/domain/constants';
import type { Json, Timestamp } from './columns';

export type PrimaryIdentification = 'phone' | 'email' | 'g';

/** SPEC §3 "User" (identity context, migration 0005) */
export interface UsersTable {
  id: Generated<number>;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  region: string | null;
  is_email_verified: Generated<boolean>;
  is_phone_verified: Generated<boolean>;
  primary_identification: PrimaryIdentification;
  registered: Generated<boolean>;
  accept_tc: Generated<boolean>;
  login_provider: LoginProviderId;
  is_guest: Generated<boolean>;
  google_sub: string | null;
  line_sub: string | null;
  senior_citizen_attachment: Json<{ front: string | null; back: string | null } | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type OtpPurpose = 'login' | 'phone' | 'email';

export interface OtpChallengesTable {
  id: Generated<number>;
  nonce_hash: string;
  purpose: OtpPurpose;
  user_id: number | null;
  target: string;
  region: string | null;
  channel: number | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  last_sent_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RefreshFamiliesTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  code: string;
  created_at: Timestamp;
}
