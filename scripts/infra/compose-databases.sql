-- One database per service, as in production (created by the postgres image on first start).
CREATE DATABASE mindprint_exam OWNER mindprint;
CREATE DATABASE mindprint_order OWNER mindprint;
CREATE DATABASE mindprint_payment OWNER mindprint;
CREATE DATABASE mindprint_subscription OWNER mindprint;
CREATE DATABASE mindprint_user OWNER mindprint;
CREATE DATABASE mindprint_content OWNER mindprint;
CREATE DATABASE mindprint_notification OWNER mindprint;
