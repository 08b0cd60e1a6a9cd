import DataBuild

print("parkcheck-data: not yet implemented")
