import ZoneKit

print("parkcheck: not yet implemented")
