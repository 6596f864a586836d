"""Checks a `docker compose config --format json` rendering of Mindprint's Compose files.

Every container: CPU and memory limits, rotated logs; every service of ours: its own database role and a
stop_grace_period longer than its SHUTDOWN_TIMEOUT_MS. Without --development (production mode,
deploy/compose/production.yml): no development default left in any environment, NODE_ENV=production, the
database passwords, provider keys and signing secrets come as Compose secrets, not environment.
    python3 scripts/ci/check-compose.py [--development] config.json
"""
import json
import re
import sys

args = sys.argv[1:]
development = '--development' in args
config = json.load(open([a for a in args if not a.startswith('--')][0]))
services = config['services']
ours = ['exam', 'order', 'payment', 'subscription', 'user', 'content', 'notification']
gateways = ['gateway-base', 'gateway-pay']
problems = []


def seconds(duration):
    match = re.fullmatch(r'(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?', duration or '')
    return int(match.group(1) or 0) * 60 + float(match.group(2) or 0) if match else 0


for name, service in services.items():
    logging = service.get('logging') or {}
    if logging.get('driver') != 'json-file' or 'max-size' not in (logging.get('options') or {}):
        problems.append(f'{name}: no log rotation (logging json-file with max-size)')
    limits = ((service.get('deploy') or {}).get('resources') or {}).get('limits') or {}
    if not limits.get('memory') or not limits.get('cpus'):
        problems.append(f'{name}: no CPU and memory limits')

for name in ours + gateways:
    env = services[name].get('environment') or {}
    shutdown = int(env.get('SHUTDOWN_TIMEOUT_MS') or 10_000) / 1000
    if seconds(services[name].get('stop_grace_period')) < shutdown + 1:
        problems.append(f'{name}: stop_grace_period shorter than SHUTDOWN_TIMEOUT_MS + 1 s')

roles = {}
for name in ours:
    url = services[name]['environment'][f'{name.upper()}_DATABASE_URL']
    role = re.match(r'postgres://([^:@]+)', url).group(1)
    roles[name] = role
    if role != name:
        problems.append(f'{name}: connects as {role}, not its own role')

if not development:
    for name, service in services.items():
        for key, value in (service.get('environment') or {}).items():
            if value and re.search(r'change-me|dev-only', str(value)):
                problems.append(f'{name}: {key} keeps a development default')
    wanted = {
        'payment': ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
        'notification': ['SMTP_URL', 'MAIL_TOKEN_SECRET'],
        'subscription': ['SUBSCRIPTION_TOKEN_SECRET'],
    }
    for name in ours:
        service = services[name]
        env = service.get('environment') or {}
        targets = {s.get('target') for s in service.get('secrets') or []}
        if env.get('NODE_ENV') != 'production':
            problems.append(f'{name}: NODE_ENV is not production')
        for var in ['PGPASSWORD'] + wanted.get(name, []):
            if var not in targets:
                problems.append(f'{name}: {var} is not a Compose secret')
            if env.get(var):
                problems.append(f'{name}: {var} is in the environment')
        if re.match(r'postgres://[^@/]*:[^@/]*@', env[f'{name.upper()}_DATABASE_URL']):
            problems.append(f'{name}: the database URL carries a password')
    postgres = services['postgres'].get('environment') or {}
    if postgres.get('POSTGRES_PASSWORD') or not postgres.get('POSTGRES_PASSWORD_FILE'):
        problems.append('postgres: the superuser password is not a Compose secret')

print('\n'.join(problems) if problems else
      f'{len(services)} containers with limits and log rotation, {len(roles)} database roles'
      + ('' if development else ', every secret a Compose secret, no development default'))
sys.exit(1 if problems else 0)
